import type { Item, PrimaryKey } from '../schema/types.js';

/** One restorable deleted item (`GET /utils/trash/:collection`). */
export interface TrashEntry {
  key: PrimaryKey;
  /** The revision holding the copy, and the delete's activity row. */
  revision: number;
  activity: number | null;
  /** The user who deleted it (an id; null: the server or a public request), and when. */
  deleted_by: string | null;
  deleted_on: string | null;
  /** The copy as it was, limited to the fields the user may read. */
  item: Item;
}

/** A value or link of the copy that did not come back (`meta.skipped` of a restore). */
export interface SkippedValue {
  collection: string;
  field: string;
  keys?: PrimaryKey[];
  reason: 'field-removed' | 'secret' | 'target-missing' | 'item-missing' | 'linked-elsewhere';
}

/** `POST /utils/restore/:collection/:key`: the item as read back (null when the user may not read it) and what was skipped. */
export interface RestoredItem {
  item: Item | null;
  skipped: SkippedValue[];
}

/** Keys a trash revision keeps beside the item's fields (`$links`, `$restored`): never shown as fields. */
export const isReservedRevisionKey = (key: string): boolean => key.startsWith('$');
