import { deleteItems, deleteItemsByQuery } from '../../services/items/delete-items.js';
import { emitEventsOption, keysOption, queryOption, writableCollectionOption, type ItemOperationOptions } from '../item-options.js';
import { itemsContextFor } from '../operation-access.js';
import type { OperationDefinition } from '../operation-types.js';

/**
 * `item-delete`: deletes the items of `key` (one key answers it, several their list), or with no
 * key those `query` selects (answers their keys); under the rules `permissions` names.
 */
const itemDelete: OperationDefinition<ItemOperationOptions> = {
  id: 'item-delete',
  async handler(options, { ctx, accountability }) {
    const collection = writableCollectionOption(options.collection);
    const items = await itemsContextFor(ctx, options.permissions, accountability, collection, emitEventsOption(options.emitEvents));
    const keys = keysOption(options.key);
    const deleted =
      keys.length > 0
        ? await deleteItems(items, collection, keys)
        : await deleteItemsByQuery(items, collection, queryOption(ctx, options.query, items.accountability));
    return keys.length === 1 ? (deleted[0] ?? null) : deleted;
  },
};

export default itemDelete;
