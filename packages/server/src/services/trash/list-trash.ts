import { dialectOf } from '../../db/dialects/dialect-of.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { AccessRule } from '../../query/access-rule.js';
import type { Query } from '../../query/query.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { itemCollection, writeTargetOf } from '../items/item-env.js';
import type { OperationContext } from '../items/operation-context.js';
import { parsePrimaryKey, type PrimaryKey } from '../items/primary-key.js';
import { readItems } from '../items/read-items.js';
import { existingKeys } from '../items/write-rows.js';
import { asServer, keepsTrash, TRASH_LINKS_KEY } from './trash-copy.js';

/** One restorable deleted item. */
export interface TrashEntry {
  key: PrimaryKey;
  /** The revision holding its copy, and the delete's activity row. */
  revision: PrimaryKey;
  activity: PrimaryKey | null;
  /** Who deleted it (a user id; null for the server or a public request) and when. */
  deleted_by: string | null;
  deleted_on: string | null;
  /** The copy, limited to the fields the caller may read in the collection. */
  item: Record<string, unknown>;
}

/** Paging as the query language has it (`limit`, `offset`, `page`); the server's default limit applies. */
export type TrashPage = Pick<Query, 'limit' | 'offset' | 'page'>;

/**
 * `GET /utils/trash/:collection`: the latest kept copy of each deleted item not yet restored and
 * whose key is not in use again, newest first. Read through `directus_revisions` and its activity
 * under the caller's read rules (FORBIDDEN without them), like `/revisions` with a filter, which
 * could not tell which copies are used up. A page can hold fewer entries than `limit` when an item
 * was deleted more than once or its key is in use again.
 */
export async function listTrash(ctx: OperationContext, collection: string, page: TrashPage): Promise<TrashEntry[]> {
  const overview = itemCollection(ctx, collection);
  if (!keepsTrash(overview)) throw forbiddenOrMissing();
  const rule: AccessRule | null = ctx.permissions ? ctx.permissions.rule(collection, 'read') : { filter: null, fields: ['*'] };
  if (!rule) throw forbiddenOrMissing();
  const { data } = await readItems(ctx, 'directus_revisions', {
    fields: ['id', 'item', 'data', 'activity.id', 'activity.user', 'activity.timestamp'],
    filter: {
      _and: [
        { collection: { _eq: collection } },
        { data: { _nnull: true } },
        { delta: { _null: true } },
        { activity: { action: { _eq: 'delete' } } },
      ],
    },
    sort: ['-id'],
    ...page,
  });
  const latest = new Map<string, TrashEntry>();
  for (const revision of data) {
    const entry = entryOf(ctx, overview, rule, revision);
    if (entry && !latest.has(String(entry.key))) latest.set(String(entry.key), entry);
  }
  const entries = [...latest.values()];
  const inUse = new Set(
    (
      await existingKeys(
        writeTargetOf(asServer(ctx), overview),
        entries.map((entry) => entry.key),
      )
    ).map(String),
  );
  return entries.filter((entry) => !inUse.has(String(entry.key)));
}

function entryOf(
  ctx: OperationContext,
  collection: CollectionOverview,
  rule: AccessRule,
  revision: Record<string, unknown>,
): TrashEntry | null {
  let key: PrimaryKey;
  try {
    key = parsePrimaryKey(collection, revision.item, dialectOf(ctx.db));
  } catch {
    return null;
  }
  const copy = isPlainObject(revision.data) ? revision.data : {};
  const readable = rule.allFields || rule.fields.includes('*') ? null : new Set(rule.fields);
  const item: Record<string, unknown> = Object.create(null);
  for (const [field, value] of Object.entries(copy)) {
    if (field !== TRASH_LINKS_KEY && (readable === null || readable.has(field))) item[field] = value;
  }
  const activity = isPlainObject(revision.activity) ? revision.activity : {};
  return {
    key,
    revision: revision.id as PrimaryKey,
    activity: (activity.id as PrimaryKey | undefined) ?? null,
    deleted_by: typeof activity.user === 'string' ? activity.user : null,
    deleted_on: typeof activity.timestamp === 'string' ? activity.timestamp : null,
    item,
  };
}
