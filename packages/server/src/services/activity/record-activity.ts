import type { Accountability } from '../../permissions/accountability.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { insertRows, type WriteTarget } from '../items/write-rows.js';
import { recordRevisions } from '../revisions/record-revisions.js';

export type ActivityAction = 'create' | 'update' | 'delete';

export interface ActivityEntry {
  key: PrimaryKey;
  /** The item after the write (revisions only). */
  data?: unknown;
  /** The changed fields (revisions only). */
  delta?: unknown;
}

/**
 * Activity rows (and, for collections with `accountability: all`, revisions) for one write, in
 * the write's own transaction (`target.db`), so both exist exactly when the write does.
 */
export async function recordActivity(
  target: Omit<WriteTarget, 'collection'>,
  accountability: Accountability | null,
  collection: CollectionOverview,
  action: ActivityAction,
  entries: readonly ActivityEntry[],
): Promise<void> {
  const activity = target.schema.collections.directus_activity;
  if (!collection.accountability || entries.length === 0 || !activity) return;
  const rows = entries.map((entry) => ({
    action,
    user: accountability?.user ?? null,
    ip: accountability?.ip ?? null,
    user_agent: accountability?.userAgent ?? null,
    origin: accountability?.origin ?? null,
    collection: collection.collection,
    item: String(entry.key),
  }));
  const ids = await insertRows({ ...target, collection: activity }, rows);
  if (collection.accountability !== 'all' || action === 'delete') return;
  await recordRevisions(
    target,
    entries.map((entry, index) => ({ activity: ids[index]!, collection: collection.collection, item: String(entry.key), data: entry.data, delta: entry.delta })),
  );
}
