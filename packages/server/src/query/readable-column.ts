import { ruleOf, type CompileContext } from './compile-context.js';
import type { Filter } from './query.js';
import { or, sql, type Fragment } from '../db/sql/fragment.js';
import type { TableScope } from './table-scope.js';

/**
 * A field's value as the caller may see it on each row of `scope`: `expression` (the field's column
 * unless given) as it is, or, for a field the role's merged rule allows only on the items some of
 * its rows admit, `CASE WHEN <the item rules of the rows allowing it> THEN expression ELSE NULL END`.
 *
 * Every use of a field's value that reaches the caller goes through here (the SELECT list, relation
 * keys and joins, filters, sorts, search, functions, aggregates and groups), so a value hidden on a
 * row is NULL for all of them alike and no comparison can reveal it.
 */
export function readableColumn(
  ctx: CompileContext,
  scope: TableScope,
  field: string,
  expression: Fragment = scope.column(field),
): Fragment {
  const condition = fieldCondition(ctx, scope, field);
  return condition ? sql`CASE WHEN ${condition} THEN ${expression} ELSE NULL END` : expression;
}

/**
 * The condition under which `field` is readable on a row of `scope`; null when it is on every row
 * the rule admits (admins, rules of one row, fields every row allows) and inside a rule, which sees
 * every value. Fields allowed by the same rows share one compiled condition per scope.
 */
export function fieldCondition(ctx: CompileContext, scope: TableScope, field: string): Fragment | null {
  if (ctx.insideRule || !ctx.permissions) return null;
  const collection = scope.collection.collection;
  const partial = ruleOf(ctx, collection)?.partial;
  const rows = partial?.fields.get(field);
  if (!partial || !rows) return null;
  return scope.memo(`rows:${rows.join(',')}`, () =>
    or(rows.map((index) => rowCondition(ctx, scope, partial.filters[index] as Filter, index))),
  );
}

/** One row's item rule on `scope`, its values bound per request from the resolved rule (as the merged filter is). */
function rowCondition(ctx: CompileContext, scope: TableScope, filter: Filter, index: number): Fragment {
  const collection = scope.collection.collection;
  return scope.memo(`row:${index}`, () => {
    ctx.insideRule = true;
    try {
      return ctx.compileFilter(ctx, scope, filter, (source) => (source.ruleRows[collection] as readonly unknown[] | undefined)?.[index]);
    } finally {
      ctx.insideRule = false;
    }
  });
}
