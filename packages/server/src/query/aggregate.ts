import { and, join, raw, sql } from '../db/sql/fragment.js';
import { invalidQuery } from '../errors/error-helpers.js';
import { checkReadQuery } from '../permissions/check-read-query.js';
import type { Item } from './apply-query.js';
import { levelConditions, pagingClause } from './apply-query.js';
import { aggregateItem, aggregateSelects, groupOrder, type OutputSpec } from './aggregate-select.js';
import { collectionOf, nextAlias } from './compile-context.js';
import { TableScope } from './table-scope.js';
import { cachedPlan } from './plan-cache.js';
import type { Query } from './query.js';
import { queryShape } from './query-shape.js';
import { compileContext, planKey, requestValues, type PlanEnv } from './read-plan.js';
import { bindStatement, compileStatement, type CompiledStatement } from './sql/compile-statement.js';
import { withConnection } from './sql/run-statement.js';
import type { RequestValues, SlotRegistry } from './sql/slots.js';

interface AggregatePlan {
  statement: CompiledStatement;
  outputs: OutputSpec[];
  slots: SlotRegistry;
  ruleCollections: string[];
}

/** `aggregate` + `groupBy` (api-reference section 4): one GROUP BY statement, answered per function. */
export async function runAggregate(env: PlanEnv, collection: string, query: Query): Promise<Item[]> {
  const key = planKey(env, 'aggregate', collection, queryShape(query, env.dialect.inlinePaging));
  const plan = cachedPlan(env.schema, key, () => compileAggregate(env, collection, query));
  const values = plan.slots.extract(requestValues(env, plan.ruleCollections, query));
  const { rows } = await withConnection(env, env.dialect, (run) => run(plan.statement.sql, bindStatement(plan.statement, values)));
  return rows.map((row) => aggregateItem(plan.outputs, row));
}

function compileAggregate(env: PlanEnv, collectionName: string, query: Query): AggregatePlan {
  if (env.permissions) checkReadQuery(env.schema, env.permissions, collectionName, query);
  const ctx = compileContext(env);
  const scope = new TableScope(collectionOf(ctx, collectionName), nextAlias(ctx));
  const { outputs, selects, groups, groupKeys } = aggregateSelects(ctx, scope, query);
  if (selects.length === 0) throw invalidQuery('"aggregate" needs at least one function');
  const where = and(levelConditions(ctx, scope, query, (source: RequestValues) => source.query));
  let text = sql`SELECT ${join(selects, ', ')} FROM ${scope.from()}${where ? sql` WHERE ${where}` : raw('')}`;
  if (groups.length > 0) {
    text = sql`${text} GROUP BY ${join(groups, ', ')} ${groupOrder(query.sort, groupKeys, groups[0]!)}`;
    text = sql`${text} ${pagingClause(ctx, query, (s) => s.query)}`;
  }
  return { statement: compileStatement(ctx.db, text), outputs, slots: ctx.slots, ruleCollections: [...ctx.rules] };
}
