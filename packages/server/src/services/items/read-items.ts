import type { Item } from '../../query/apply-query.js';
import { runAggregate } from '../../query/aggregate.js';
import type { Filter, Query } from '../../query/query.js';
import { runRead, type ReadResult } from '../../query/read-plan.js';
import { readerFor } from '../../query/read-value.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { itemCollection, planEnvOf } from './item-env.js';
import type { OperationContext } from './operation-context.js';
import { parsePrimaryKey, type PrimaryKey } from './primary-key.js';

/** `GET /items/:collection`: the items matching the query, `meta` counts when asked, or aggregates. */
export async function readItems(ctx: OperationContext, collection: string, query: Query = {}): Promise<ReadResult> {
  itemCollection(ctx, collection);
  const env = planEnvOf(ctx, 'read');
  if (query.aggregate || query.groupBy) {
    const data = await runAggregate(env, collection, query);
    if (!query.meta?.length) return { data };
    // The counts are those of the rows being aggregated, as the reference answers `meta` beside aggregates.
    const { meta } = await runRead(env, collection, { filter: query.filter, search: query.search, meta: query.meta, fields: [], limit: 0 });
    return { data, meta };
  }
  return runRead(env, collection, query);
}

/** `GET /items/:collection/:key`: one item; none (missing, hidden or malformed key) is FORBIDDEN. */
export async function readItem(ctx: OperationContext, collection: string, key: unknown, query: Query = {}): Promise<Item> {
  const overview = itemCollection(ctx, collection);
  const env = planEnvOf(ctx, 'read');
  const primaryKey = parsePrimaryKey(overview, key, env.dialect);
  const { data } = await runRead(env, collection, {
    ...withoutPaging(query),
    filter: andFilter({ [overview.primary]: { _eq: primaryKey } }, query.filter),
    limit: 1,
  });
  if (!data[0]) throw forbiddenOrMissing();
  return data[0];
}

/** Items by key in the order of `keys` (those that exist and are readable). */
export async function readItemsByKeys(
  ctx: OperationContext,
  collection: string,
  keys: readonly PrimaryKey[],
  query: Query = {},
): Promise<Item[]> {
  const overview = itemCollection(ctx, collection);
  if (keys.length === 0) return [];
  const filter = andFilter({ [overview.primary]: { _in: [...keys] } }, query.filter);
  const { data } = await runRead(planEnvOf(ctx, 'read'), collection, { ...withoutPaging(query), filter, limit: -1 });
  const primary = overview.primary;
  const hasPrimary = data.length === 0 || primary in data[0]!;
  if (!hasPrimary) return data;
  const byKey = new Map(data.map((item) => [String(item[primary]), item]));
  return keys.map((key) => byKey.get(String(key))).filter((item): item is Item => item !== undefined);
}

/** A singleton's one item, or its field defaults while no row exists yet. */
export async function readSingleton(ctx: OperationContext, collection: string, query: Query = {}): Promise<Item> {
  const overview = itemCollection(ctx, collection);
  const { data } = await runRead(planEnvOf(ctx, 'read'), collection, { ...withoutPaging(query), limit: 1 });
  if (data[0]) return data[0];
  const wanted = query.fields && !query.fields.includes('*') ? new Set(query.fields) : null;
  const defaults: Item = {};
  for (const field of Object.values(overview.fields)) {
    if (field.alias || (wanted && !wanted.has(field.field))) continue;
    const value = field.isPrimaryKey || field.defaultValue === 'CURRENT_TIMESTAMP' ? null : (field.defaultValue ?? null);
    const read = readerFor(field);
    defaults[field.field] = read && value !== null ? read(value) : value;
  }
  return defaults;
}

function withoutPaging(query: Query): Query {
  const rest = { ...query };
  delete rest.offset;
  delete rest.page;
  delete rest.after;
  delete rest.meta;
  return rest;
}

function andFilter(base: Filter, extra: Filter | undefined): Filter {
  return extra ? { _and: [base, extra] } : base;
}
