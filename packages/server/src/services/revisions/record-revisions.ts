import type { PrimaryKey } from '../items/primary-key.js';
import { insertRows, type WriteTarget } from '../items/write-rows.js';

export interface RevisionEntry {
  activity: PrimaryKey;
  collection: string;
  item: string;
  /** The full item after the write. */
  data: unknown;
  /** The fields the write changed. */
  delta: unknown;
}

/** `directus_revisions` rows for activity rows written in the same transaction. */
export async function recordRevisions(target: Omit<WriteTarget, 'collection'>, entries: readonly RevisionEntry[]): Promise<void> {
  const revisions = target.schema.collections.directus_revisions;
  if (!revisions || entries.length === 0) return;
  await insertRows(
    { ...target, collection: revisions },
    entries.map((entry) => ({
      activity: entry.activity,
      collection: entry.collection,
      item: entry.item,
      data: entry.data === undefined ? null : JSON.stringify(entry.data),
      delta: entry.delta === undefined ? null : JSON.stringify(entry.delta),
    })),
  );
}
