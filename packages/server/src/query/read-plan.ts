import type { Knex } from 'knex';
import type { Dialect } from '../db/dialects/dialect.js';
import { and, raw, sql, type Fragment } from '../db/sql/fragment.js';
import { checkReadQuery } from '../permissions/check-read-query.js';
import type { SchemaOverview } from '../schema/schema-overview.js';
import type { ItemsConfig, PermissionAction, PermissionResolver } from './access-rule.js';
import { compileLevel, levelConditions, type Item, type LevelPlan } from './apply-query.js';
import { collectionOf, nextAlias, type CompileContext } from './compile-context.js';
import { compileFilter } from './filter/compile-filter.js';
import { TableScope } from './table-scope.js';
import { expandFields } from './fields/expand-fields.js';
import { cachedPlan } from './plan-cache.js';
import type { Query } from './query.js';
import { queryShape } from './query-shape.js';
import { loadLevel } from './relations/load-related.js';
import { compileStatement } from './sql/compile-statement.js';
import { countRows, DEFAULT_COUNT_ESTIMATE_THRESHOLD, type CountPlan } from './count-rows.js';
import { withConnection } from './sql/run-statement.js';
import { SlotRegistry, type RequestValues } from './sql/slots.js';
import { nameTable } from '../utils/name-table.js';

export interface PlanEnv {
  db: Knex;
  /** The raw connection of the operation's own transaction, when it runs in one. */
  connection?: unknown;
  schema: SchemaOverview;
  dialect: Dialect;
  config: ItemsConfig;
  permissions?: PermissionResolver;
  action: PermissionAction;
}

export interface ReadPlan {
  root: LevelPlan;
  slots: SlotRegistry;
  /** Collections whose permission filter the plan binds, read per request. */
  ruleCollections: string[];
  totalCount: CountPlan | null;
  filterCount: CountPlan | null;
}

export interface ReadResult {
  data: Item[];
  /** `estimated`: a count is the planner's estimate (QUERY_COUNT_ESTIMATE_THRESHOLD); absent when both are exact. */
  meta?: { total_count?: number; filter_count?: number; estimated?: boolean };
}

/** Compiles a read once per query shape (cached per schema version), then runs it with this request's values. */
export async function runRead(env: PlanEnv, collection: string, query: Query): Promise<ReadResult> {
  const plan = readPlanFor(env, collection, query);
  const source = requestValues(env, plan.ruleCollections, query);
  const values = plan.slots.extract(source);
  return withConnection(env, env.dialect, async (run) => {
    const { items } = await loadLevel({ run, dialect: env.dialect, values }, plan.root);
    const result: ReadResult = { data: items };
    if (plan.totalCount || plan.filterCount) {
      result.meta = {};
      const threshold = env.config.QUERY_COUNT_ESTIMATE_THRESHOLD ?? DEFAULT_COUNT_ESTIMATE_THRESHOLD;
      for (const [name, count] of [
        ['total_count', plan.totalCount],
        ['filter_count', plan.filterCount],
      ] as const) {
        if (!count) continue;
        const { count: value, estimated } = await countRows(run, env.dialect, count, values, threshold);
        result.meta[name] = value;
        if (estimated) result.meta.estimated = true;
      }
    }
    return result;
  });
}

export function readPlanFor(env: PlanEnv, collection: string, query: Query): ReadPlan {
  const key = planKey(env, 'read', collection, queryShape(query, env.dialect.inlinePaging));
  return cachedPlan(env.schema, key, () => compileReadPlan(env, collection, query));
}

export function planKey(env: PlanEnv, kind: string, collection: string, shape: string): string {
  const { QUERY_LIMIT_DEFAULT, QUERY_LIMIT_MAX } = env.config;
  return `${kind}|${env.action}|${collection}|${QUERY_LIMIT_DEFAULT},${QUERY_LIMIT_MAX}|${env.permissions?.key ?? '*'}|${shape}`;
}

export function compileContext(env: PlanEnv): CompileContext & { rules: Set<string> } {
  const rules = new Set<string>();
  const permissions = env.permissions;
  return {
    db: env.db,
    schema: env.schema,
    dialect: env.dialect,
    slots: new SlotRegistry(),
    config: env.config,
    action: env.action,
    aliasCount: 0,
    compileFilter,
    rules,
    ...(permissions
      ? {
          permissions: {
            key: permissions.key,
            rule: (name, action) => {
              rules.add(name);
              return permissions.rule(name, action);
            },
          },
        }
      : {}),
  };
}

export function requestValues(env: PlanEnv, ruleCollections: string[], query: Query): RequestValues {
  const rules = nameTable<unknown>();
  const ruleRows = nameTable<unknown>();
  for (const name of ruleCollections) {
    const rule = env.permissions?.rule(name, env.action);
    rules[name] = rule?.filter ?? null;
    ruleRows[name] = rule?.partial?.filters ?? null;
  }
  return { query, rules, ruleRows };
}

function compileReadPlan(env: PlanEnv, collectionName: string, query: Query): ReadPlan {
  // Checked once per query shape and rule set, like the SQL: filters and sorts on hidden fields are FORBIDDEN.
  if (env.permissions) checkReadQuery(env.schema, env.permissions, collectionName, query);
  const ctx = compileContext(env);
  const collection = collectionOf(ctx, collectionName);
  const root = (source: RequestValues) => source.query;
  const node = expandFields(ctx, {
    collection,
    query,
    get: root,
    deep: query.deep ?? nameTable(),
    deepGet: (source) => (source.query as Query).deep,
    fields: query.fields ?? ['*'],
  });
  const plan = compileLevel(ctx, node, { kind: 'root' });
  const count = (withQuery: boolean): CountPlan => {
    const scope = new TableScope(collection, nextAlias(ctx));
    const conditions = levelConditions(ctx, scope, withQuery ? query : {}, root);
    const where: Fragment | null = and(conditions);
    const tail = where ? sql` WHERE ${where}` : raw('');
    return {
      table: collection.collection,
      exact: compileStatement(ctx.db, sql`SELECT COUNT(*) AS ${raw('count')} FROM ${scope.from()}${tail}`),
      // Joins come only with conditions: without any, the whole table is estimated from its statistics.
      rows: where ? compileStatement(ctx.db, sql`SELECT 1 FROM ${scope.from()}${tail}`) : null,
    };
  };
  const totalCount = query.meta?.includes('total_count') ? count(false) : null;
  const filterCount = query.meta?.includes('filter_count') ? count(true) : null;
  return { root: plan, slots: ctx.slots, ruleCollections: [...ctx.rules], totalCount, filterCount };
}
