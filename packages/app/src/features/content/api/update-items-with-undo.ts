import type { AppClient } from '../../../lib/app-client.js';
import type { Item, PrimaryKey } from '../../../lib/schema/types.js';

export interface UndoableUpdate {
  collection: string;
  /** The primary key field's name. */
  primaryKey: string;
  keys: PrimaryKey[];
  patch: Item;
}

/** Puts every item's previous values back; null when they could not be read before the update. */
export type Undo = (() => Promise<void>) | null;

/**
 * Updates `keys` with the same `patch` (bulk edit, archive) after reading each item's current
 * values of the patched fields, and returns the undo: items that had the same previous values are
 * restored together, one request per distinct set. When the previous values cannot be read (no
 * read permission on a field), the update still happens and there is no undo.
 */
export async function updateItemsWithUndo(client: AppClient, { collection, primaryKey, keys, patch }: UndoableUpdate): Promise<Undo> {
  const fields = Object.keys(patch);
  const previous = await client
    .readItems(collection, { fields: [primaryKey, ...fields], filter: { [primaryKey]: { _in: keys } }, limit: -1 })
    .then((page) => page.data)
    .catch(() => null);
  await client.updateItems(collection, keys, patch);
  if (!previous) return null;

  const groups = new Map<string, { values: Item; keys: PrimaryKey[] }>();
  for (const row of previous) {
    const values = Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));
    const signature = JSON.stringify(values);
    const group = groups.get(signature) ?? { values, keys: [] };
    group.keys.push(row[primaryKey] as PrimaryKey);
    groups.set(signature, group);
  }
  return async () => {
    for (const group of groups.values()) await client.updateItems(collection, group.keys, group.values);
  };
}
