import { updateItems, updateItemsByQuery } from '../../services/items/update-items.js';
import { emitEventsOption, keysOption, queryOption, writableCollectionOption, type ItemOperationOptions } from '../item-options.js';
import { itemsContextFor } from '../operation-access.js';
import { optionToObject } from '../operation-options.js';
import type { OperationDefinition } from '../operation-types.js';

/**
 * `item-update`: applies `payload` to the items of `key` (one key answers it, several their list),
 * or with no key to those `query` selects (answers their keys); under the rules `permissions`
 * names. No payload changes nothing and answers null, as the reference does.
 */
const itemUpdate: OperationDefinition<ItemOperationOptions> = {
  id: 'item-update',
  async handler(options, { ctx, accountability }) {
    const collection = writableCollectionOption(options.collection);
    const payload = optionToObject(options.payload, 'payload');
    if (payload === null || payload === undefined || payload === '') return null;
    const items = await itemsContextFor(ctx, options.permissions, accountability, collection, emitEventsOption(options.emitEvents));
    const keys = keysOption(options.key);
    const updated =
      keys.length > 0
        ? await updateItems(items, collection, keys, payload)
        : await updateItemsByQuery(items, collection, queryOption(ctx, options.query, items.accountability), payload);
    return keys.length === 1 ? (updated[0] ?? null) : updated;
  },
};

export default itemUpdate;
