import type { AppClient } from '../../../../lib/app-client.js';
import { primaryKeyField } from '../../../../lib/schema/relation-info.js';
import type { Field, Item, PrimaryKey } from '../../../../lib/schema/types.js';
import { updateItemsWithUndo } from '../../api/update-items-with-undo.js';
import type { Undo } from '../../api/update-items-with-undo.js';

interface BulkUpdateInput {
  collection: string;
  fields: readonly Field[];
  keys: PrimaryKey[];
  patch: Item;
}

/**
 * The bulk edit's save: the same values on every selected item. It can be undone (each item gets
 * back its own previous values) unless it changed a list of related items (o2m / m2m), whose
 * previous rows one update cannot bring back.
 */
export async function bulkUpdate(client: AppClient, { collection, fields, keys, patch }: BulkUpdateInput): Promise<Undo> {
  const changesRelatedLists = fields.some((field) => field.type === 'alias' && field.field in patch);
  if (changesRelatedLists) {
    await client.updateItems(collection, keys, patch);
    return null;
  }
  return updateItemsWithUndo(client, { collection, primaryKey: primaryKeyField(fields), keys, patch });
}
