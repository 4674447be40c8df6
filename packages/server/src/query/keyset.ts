import { and, or, param, raw, sql, type Fragment } from '../db/sql/fragment.js';
import { invalidQuery } from '../errors/error-helpers.js';
import { nextAlias, type CompileContext } from './compile-context.js';
import { castValue } from './cast-value.js';
import { parseFunctionKey } from './functions.js';
import { fieldCondition, readableColumn } from './readable-column.js';
import { ruleCondition } from './rule-condition.js';
import { child, type Getter } from './sql/slots.js';
import { TableScope } from './table-scope.js';

interface KeysetTerm {
  field: string;
  descending: boolean;
}

/**
 * `after=<key>`: the rows that come after the row whose primary key is `<key>` in the level's
 * ordering (`sort`, then the key as tie-breaker, as compileSort orders them). The row's values are
 * read by one sub-query per sort term through the caller's permission filter, so a row the caller
 * may not read (or no row at all) gives NULL values and an empty page: nothing tells the two apart.
 *
 * The condition leads with `first >= value` (or `<=`), which an index on the first sort column (the
 * key by default) can range-scan, so a page deep in the table is found as fast as the first.
 * Orderings that could put NULLs among the values are refused: databases disagree on where NULLs
 * sort, and a NULL compares to nothing.
 */
export function keysetCondition(ctx: CompileContext, scope: TableScope, sort: readonly string[], get: Getter): Fragment {
  const terms = keysetTerms(ctx, scope, sort);
  const collection = scope.collection;
  const keyField = collection.fields[collection.primary]!;
  const key = param(
    ctx.slots.add(child(get, 'after'), (value) =>
      castValue(keyField.type, value, ctx.dialect, () => invalidQuery(`"after" must be a primary key of "${collection.collection}"`)),
    ),
  );
  const cursor = new TableScope(collection, nextAlias(ctx));
  const where = and([sql`${cursor.column(collection.primary)} = ${key}`, ruleCondition(ctx, cursor) ?? raw('')])!;
  const values = terms.map((term) => sql`(SELECT ${readableColumn(ctx, cursor, term.field)} FROM ${cursor.from()} WHERE ${where})`);
  const columns = terms.map((term) => scope.column(term.field));
  const beyond = (index: number) => sql`${columns[index]!} ${raw(terms[index]!.descending ? '<' : '>')} ${values[index]!}`;
  // (t1 > v1) OR (t1 = v1 AND ((t2 > v2) OR (t2 = v2 AND …))), the last term being the unique key.
  let tail = beyond(terms.length - 1);
  for (let index = terms.length - 2; index >= 0; index--) {
    tail = or([beyond(index), sql`${columns[index]!} = ${values[index]!} AND (${tail})`]);
  }
  if (terms.length === 1) return tail;
  const reach = sql`${columns[0]!} ${raw(terms[0]!.descending ? '<=' : '>=')} ${values[0]!}`;
  return sql`${reach} AND (${tail})`;
}

/** The sort entries as plain fields of the level's own table, with the key appended as compileSort does. */
function keysetTerms(ctx: CompileContext, scope: TableScope, sort: readonly string[]): KeysetTerm[] {
  const collection = scope.collection;
  const terms = sort.map((entry) => {
    const descending = entry.startsWith('-');
    const field = descending ? entry.slice(1) : entry;
    const overview = collection.fields[field];
    if (field.includes('.') || parseFunctionKey(field) || !overview || overview.alias)
      throw invalidQuery(`"after" can only page by fields of "${collection.collection}" itself, not "${field}"`);
    if (overview.nullable && !overview.isPrimaryKey)
      throw invalidQuery(`"after" can't page by "${field}": the field can be null; sort by non-null fields`);
    if (fieldCondition(ctx, scope, field)) throw invalidQuery(`"after" can't page by "${field}": it is readable on some items only`);
    return { field, descending };
  });
  if (!terms.some((term) => term.field === collection.primary))
    terms.push({ field: collection.primary, descending: terms.at(-1)?.descending ?? false });
  return terms;
}
