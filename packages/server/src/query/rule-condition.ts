import { ruleOf, type CompileContext } from './compile-context.js';
import type { Filter } from './query.js';
import type { Fragment } from '../db/sql/fragment.js';
import type { TableScope } from './table-scope.js';

/**
 * The role's row filter for `scope`'s collection as a condition on `scope`: at a level's own table,
 * in the ON clause of a many-to-one join, in the sub-queries of one-to-many filters and counts. Its
 * values are bound per request from the plan's rule values. FORBIDDEN when the role has no rule.
 *
 * Null without a resolver (admins), for a rule without a filter, and while a rule itself compiles:
 * relations a rule reaches see every row, so a rule means what its author wrote and compiling one
 * never recurses into others.
 */
export function ruleCondition(ctx: CompileContext, scope: TableScope): Fragment | null {
  if (ctx.insideRule) return null;
  const collection = scope.collection.collection;
  const rule = ruleOf(ctx, collection);
  if (!rule?.filter) return null;
  ctx.insideRule = true;
  try {
    return ctx.compileFilter(ctx, scope, rule.filter as Filter, (source) => source.rules[collection] as Filter);
  } finally {
    ctx.insideRule = false;
  }
}
