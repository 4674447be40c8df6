import type { Fragment } from '../db/sql/fragment.js';
import type { CompileContext } from './compile-context.js';
import { compileFilter } from './filter/compile-filter.js';
import type { NestedQuery } from './query.js';
import { ruleCondition } from './rule-condition.js';
import { compileSearch } from './search.js';
import { child, type Getter } from './sql/slots.js';
import type { TableScope } from './table-scope.js';

/** The row conditions of a level: the role's permission filter, the query's filter and its search. */
export function levelConditions(ctx: CompileContext, scope: TableScope, query: NestedQuery, get: Getter): Fragment[] {
  const conditions: Fragment[] = [];
  const rule = ruleCondition(ctx, scope);
  if (rule) conditions.push(rule);
  if (query.filter) conditions.push(compileFilter(ctx, scope, query.filter, child(get, 'filter')));
  if (query.search !== undefined) conditions.push(compileSearch(ctx, scope, query.search, child(get, 'search')));
  return conditions;
}
