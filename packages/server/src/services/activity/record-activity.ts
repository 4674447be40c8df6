import type { Accountability } from '../../permissions/accountability.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { insertRows, type WriteTarget } from '../items/write-rows.js';
import { recordRevisions } from '../revisions/record-revisions.js';
import { concealRevisionSecrets } from '../revisions/revision-secrets.js';

export type ActivityAction = 'create' | 'update' | 'delete';

export interface ActivityEntry {
  key: PrimaryKey;
  /** The item after the write (revisions only). */
  data?: unknown;
  /** The changed fields (revisions only). */
  delta?: unknown;
}

export interface RecordedActivity {
  /** The activity row of each entry, in entry order (none when the collection records nothing). */
  activity: PrimaryKey[];
  /** The revision of each entry, in entry order; null where none was recorded. */
  revisions: Array<PrimaryKey | null>;
}

/**
 * Activity rows (and, for collections with `accountability: all`, revisions) for one write, in
 * the write's own transaction (`target.db`), so both exist exactly when the write does. As in the
 * reference, an update that changes no field (its delta is empty, e.g. only one-to-many fields
 * were given) has an activity row but no revision, and deletes have none, except those carrying
 * `data`: the restorable copy of a trash collection's item, kept whatever its accountability.
 */
export async function recordActivity(
  target: Omit<WriteTarget, 'collection'>,
  accountability: Accountability | null,
  collection: CollectionOverview,
  action: ActivityAction,
  entries: readonly ActivityEntry[],
): Promise<RecordedActivity> {
  const none: RecordedActivity = { activity: [], revisions: entries.map(() => null) };
  const activity = target.schema.collections.directus_activity;
  const keepsCopies = action === 'delete' && entries.some((entry) => !isEmpty(entry.data));
  if ((!collection.accountability && !keepsCopies) || entries.length === 0 || !activity) return none;
  const rows = entries.map((entry) => ({ ...activityRow(accountability, collection, action), item: String(entry.key) }));
  const ids = await insertRows({ ...target, collection: activity }, rows);
  if (action === 'delete' ? !keepsCopies : collection.accountability !== 'all') return { ...none, activity: ids };
  const revised = entries.flatMap((entry, index) => (hasRevision(action, entry) ? [index] : []));
  const revisionIds = await recordRevisions(
    target,
    revised.map((index) => {
      const entry = entries[index]!;
      return {
        activity: ids[index]!,
        collection: collection.collection,
        item: String(entry.key),
        // Whoever built them, no revision keeps a secret (services/revisions/revision-secrets.ts).
        data: concealRevisionSecrets(collection, entry.data),
        delta: concealRevisionSecrets(collection, entry.delta),
      };
    }),
  );
  const revisions = none.revisions.slice();
  revised.forEach((index, position) => (revisions[index] = revisionIds[position] ?? null));
  return { activity: ids, revisions };
}

/** An activity row of a write by `accountability`, but for the item's key (`item`). */
export function activityRow(accountability: Accountability | null, collection: CollectionOverview, action: ActivityAction) {
  return {
    action,
    user: accountability?.user ?? null,
    ip: accountability?.ip ?? null,
    user_agent: accountability?.userAgent ?? null,
    origin: accountability?.origin ?? null,
    collection: collection.collection,
  };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);
}

/** Creates always have a revision; updates when they changed a field; deletes when they keep a copy. */
function hasRevision(action: ActivityAction, entry: ActivityEntry): boolean {
  if (action === 'create') return true;
  return !isEmpty(action === 'delete' ? entry.data : entry.delta);
}
