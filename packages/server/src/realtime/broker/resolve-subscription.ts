import type { AppContext } from '../../app-context.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { AppError } from '../../errors/app-error.js';
import { forbiddenOrMissing, invalidPayload, invalidQuery } from '../../errors/error-helpers.js';
import type { Access } from '../../permissions/access.js';
import type { Accountability } from '../../permissions/accountability.js';
import { parseQuery } from '../../query/parse-query.js';
import { queryLimitsOf } from '../../query/query-limits.js';
import type { Query } from '../../query/query.js';
import { dataModelAccess } from '../../services/collections/data-model-access.js';
import { parsePrimaryKey, type PrimaryKey } from '../../services/items/primary-key.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { SubscribeRequest } from '../realtime-types.js';
import { involvedCollections } from './involved-collections.js';
import { dataModelReader, itemsReader, type DataModelCollection, type GroupReader } from './group-reader.js';

export type SubscriptionDeps = Pick<AppContext, 'db' | 'schema' | 'config' | 'permissions' | 'writes'>;

/** What a subscribe request resolves to for one caller: its group (same key, same results) and how that group reads. */
export interface ResolvedSubscription {
  collection: string;
  /** Subscriptions with equal keys get identical data for every change: one read serves them all. */
  groupKey: string;
  reader: GroupReader;
  /** False once the rules or the schema it was resolved with have changed: resolve it again then. */
  isCurrent(): Promise<boolean>;
  /**
   * The group's read filter on its collection, as JSON (variables resolved): which deleted rows it
   * could see is asked of the delete by it. Null when it reads every row (admins, a rule without filter).
   */
  readFilter: string | null;
}

/** System collections REST does not expose (sessions hold credentials): not subscribable either. */
export const UNSUBSCRIBABLE: ReadonlySet<string> = new Set(['directus_extensions', 'directus_sessions', 'directus_migrations']);
const EVENTS: ReadonlySet<unknown> = new Set(['create', 'update', 'delete']);
const DATA_MODEL: ReadonlySet<string> = new Set<DataModelCollection>(['directus_collections', 'directus_fields', 'directus_relations']);

export const invalidCollection = (): AppError =>
  new AppError('INVALID_COLLECTION', 'The provided collection does not exist or is not accessible.');

/**
 * Checks a subscribe request against the caller's access and parses its query exactly as a REST
 * SEARCH body's (same parser, same INVALID_QUERY errors, dynamic variables resolved for the
 * caller); the rules on fields, filter and deep are checked by the first read.
 */
export async function resolveSubscription(
  ctx: SubscriptionDeps,
  accountability: Accountability,
  request: SubscribeRequest,
): Promise<ResolvedSubscription> {
  const { collection } = request;
  if (typeof collection !== 'string' || collection === '') throw invalidPayload('"collection" is required');
  if (request.event !== undefined && !EVENTS.has(request.event)) throw invalidPayload('"event" must be one of create, update, delete');
  const schema = await ctx.schema.get();
  if (request.query !== undefined && !isPlainObject(request.query)) throw invalidQuery('"query" must be an object');
  const query = parseQuery(request.query ?? {}, { accountability, ...queryLimitsOf(ctx.config) });
  if (query.aggregate || query.groupBy) throw invalidQuery('"aggregate" and "groupBy" cannot be subscribed to');
  const isCurrent = await currentness(ctx, accountability);
  const identity = `${accountability.share ?? ''}\u0000${accountability.shareScope ? JSON.stringify(accountability.shareScope) : ''}`;

  if (DATA_MODEL.has(collection)) {
    if (request.item !== undefined && collection !== 'directus_collections')
      throw invalidPayload(`"item" cannot narrow a subscription to ${collection}`);
    const described = collection as DataModelCollection;
    const reader = await dataModelAccess({ db: ctx.db, rules: ctx.permissions }, schema, accountability, described);
    const access = await resolveRequestAccess(ctx, accountability);
    const item = request.item === undefined ? undefined : String(request.item);
    return {
      collection,
      groupKey: ['model', collection, item ?? '', identity, dataModelKey(access)].join('\u0000'),
      reader: dataModelReader(ctx, reader, described, item),
      isCurrent,
      readFilter: null,
    };
  }

  const overview = Object.hasOwn(schema.collections, collection) ? schema.collections[collection] : undefined;
  if (!overview?.hasTable || UNSUBSCRIBABLE.has(collection)) throw invalidCollection();
  const access = await resolveRequestAccess(ctx, accountability);
  if (!access.isAdmin && (!access.canReadAtRoot(collection) || !access.rule(collection, 'read'))) throw forbiddenOrMissing();
  let item: PrimaryKey | undefined;
  if (request.item !== undefined) item = parsePrimaryKey(overview, request.item, dialectOf(ctx.db));
  return {
    collection,
    groupKey: [
      'items',
      collection,
      item === undefined ? '' : `${typeof item}:${item}`,
      identity,
      rulesKey(access, involvedCollections(schema, collection, query)),
      queryKey(query),
    ].join('\u0000'),
    reader: itemsReader(ctx, access, accountability, collection, query, item),
    isCurrent,
    readFilter: readFilterOf(access, collection),
  };
}

/** The caller's read filter on `collection` as JSON (dates as ISO text); null when every row is readable. */
export function readFilterOf(access: Access, collection: string): string | null {
  if (access.isAdmin) return null;
  const filter = access.rule(collection, 'read')?.filter;
  return filter && Object.keys(filter).length > 0 ? JSON.stringify(filter) : null;
}

/**
 * Whether the rules cache and the schema still hold what a resolution used: the cache hands out
 * the same compiled rules until permissions, roles or the schema change (here or on another instance).
 */
async function currentness(ctx: SubscriptionDeps, accountability: Accountability): Promise<() => Promise<boolean>> {
  const rulesOf = () =>
    accountability.admin
      ? Promise.resolve(null)
      : ctx.permissions.get(accountability.role, accountability.user !== null && accountability.share === undefined);
  const version = (await ctx.schema.get()).version;
  const rules = await rulesOf();
  return async () => (await ctx.schema.get()).version === version && (await rulesOf()) === rules;
}

/** Sets and Maps as lists, so two different values never print alike. */
const stable = (key: string, value: unknown): unknown => {
  if (key === 'fieldSet') return undefined;
  if (value instanceof Set) return [...(value as Set<unknown>)];
  if (value instanceof Map) return [...(value as Map<unknown, unknown>)];
  return value;
};

/**
 * The caller's read rules on `collections`, their variables resolved: equal for callers whose reads
 * of those collections answer alike (two users of a role, unless a rule names `$CURRENT_USER`).
 */
export function rulesKey(access: Access, collections: ReadonlySet<string>): string {
  if (access.isAdmin) return 'admin';
  const rules = access
    .list()
    .filter((rule) => rule.action === 'read' && collections.has(rule.collection))
    .sort((a, b) => (a.collection < b.collection ? -1 : a.collection > b.collection ? 1 : 0));
  return JSON.stringify(rules, stable);
}

/** What of the data model the caller sees depends only on which collections and fields it may read. */
export function dataModelKey(access: Access): string {
  if (access.isAdmin) return 'admin';
  const readable = access
    .list()
    .filter((rule) => rule.action === 'read')
    .map((rule) => [rule.collection, rule.allFields, rule.fields])
    .sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
  return JSON.stringify(readable);
}

export function queryKey(query: Query): string {
  return JSON.stringify(query, stable);
}
