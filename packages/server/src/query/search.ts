import { ruleOf, type CompileContext } from './compile-context.js';
import type { TableScope } from './table-scope.js';
import { searchKind } from './query-shape.js';
import { readableColumn } from './readable-column.js';
import type { Getter } from './sql/slots.js';
import { or, param, raw, sql, type Fragment, type Param } from '../db/sql/fragment.js';

const NUMERIC = new Set(['integer', 'bigInteger', 'float', 'decimal']);
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `search`: OR over the level's string and text columns (case-insensitive substring), numeric
 * columns when the term is a number they can hold, uuid columns on an exact UUID; `1 = 0` when no
 * column can match (api-reference section 4). Concealed fields are never searched.
 */
export function compileSearch(ctx: CompileContext, scope: TableScope, term: string, get: Getter): Fragment {
  const kind = searchKind(term);
  const parts: Fragment[] = [];
  let pattern: Param | null = null;
  let number: Param | null = null;
  let uuid: Param | null = null;
  // Only fields the role may read are searched: a match on a hidden one would reveal its value.
  const rule = ruleOf(ctx, scope.collection.collection);
  const readable = rule && !rule.allFields && !rule.fields.includes('*') ? new Set(rule.fields) : null;
  for (const field of Object.values(scope.collection.fields)) {
    if (field.alias || field.special.includes('conceal') || (readable && !readable.has(field.field))) continue;
    const column = readableColumn(ctx, scope, field.field);
    if (field.type === 'string' || field.type === 'text') {
      pattern ??= param(ctx.slots.add(get, (value) => `%${escapeLike(String(value).toLowerCase())}%`));
      parts.push(ctx.dialect.like(sql`LOWER(${column})`, pattern, false));
    } else if (
      NUMERIC.has(field.type) &&
      (kind.includes('i') || (kind.includes('n') && field.type !== 'integer' && field.type !== 'bigInteger'))
    ) {
      number ??= param(ctx.slots.add(get, (value) => Number(value)));
      parts.push(sql`${column} = ${number}`);
    } else if (field.type === 'uuid' && kind.includes('u')) {
      uuid ??= param(ctx.slots.add(get, (value) => String(value).toLowerCase()));
      parts.push(sql`${column} = ${uuid}`);
    }
  }
  return parts.length === 0 ? raw('1 = 0') : sql`(${or(parts)})`;
}
