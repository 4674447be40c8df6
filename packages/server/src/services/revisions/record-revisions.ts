import type { PrimaryKey } from '../items/primary-key.js';
import { insertRows, updateRows, type WriteTarget } from '../items/write-rows.js';

export interface RevisionEntry {
  activity: PrimaryKey;
  collection: string;
  item: string;
  /** The full item after the write (null or absent: none). */
  data: unknown;
  /** The fields the write changed (null or absent: none). */
  delta: unknown;
  /** The revision of the write that caused this one (a nested write's parent). */
  parent?: PrimaryKey | null;
}

/** `directus_revisions` rows for activity rows written in the same transaction; answers their ids in entry order. */
export async function recordRevisions(target: Omit<WriteTarget, 'collection'>, entries: readonly RevisionEntry[]): Promise<PrimaryKey[]> {
  const revisions = target.schema.collections.directus_revisions;
  if (!revisions || entries.length === 0) return [];
  return insertRows(
    { ...target, collection: revisions },
    entries.map((entry) => ({
      activity: entry.activity,
      collection: entry.collection,
      item: entry.item,
      data: asJson(entry.data),
      delta: asJson(entry.delta),
      parent: entry.parent ?? null,
    })),
  );
}

export interface RevisionFamily {
  parent: PrimaryKey;
  children: readonly PrimaryKey[];
}

/**
 * Makes each family's parent revision the `parent` of its children: the revisions nested writes
 * recorded before the write that caused them had its own. One UPDATE per family with children.
 */
export async function linkRevisionParents(target: Omit<WriteTarget, 'collection'>, families: readonly RevisionFamily[]): Promise<void> {
  const revisions = target.schema.collections.directus_revisions;
  if (!revisions) return;
  for (const { parent, children } of families) {
    if (children.length > 0) await updateRows({ ...target, collection: revisions }, { parent }, children);
  }
}

/** A revision's data or delta as stored: JSON text, null for none. */
export function asJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}
