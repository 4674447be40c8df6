import type { PrimaryKey } from '../../services/items/primary-key.js';
import { readItem, readItems, readItemsByKeys } from '../../services/items/read-items.js';
import { emitItemEvent } from '../item-events.js';
import { collectionOption, emitEventsOption, keysOption, queryOption, type ItemOperationOptions } from '../item-options.js';
import { itemsContextFor } from '../operation-access.js';
import type { OperationDefinition } from '../operation-types.js';

/**
 * `item-read`: one key answers that item (a missing or unreadable one rejects with FORBIDDEN, as
 * the reference's readOne), several keys the readable ones among them, no key the items `query`
 * selects; under the rules `permissions` names.
 */
const itemRead: OperationDefinition<ItemOperationOptions> = {
  id: 'item-read',
  async handler(options, { ctx, accountability }) {
    const collection = collectionOption(options.collection);
    const items = await itemsContextFor(ctx, options.permissions, accountability, collection);
    const query = queryOption(ctx, options.query, items.accountability);
    const keys = keysOption(options.key);
    let result: unknown;
    if (keys.length === 1) result = await readItem(items, collection, keys[0], query);
    else if (keys.length > 1) result = await readItemsByKeys(items, collection, keys as PrimaryKey[], query);
    else result = (await readItems(items, collection, query)).data;
    if (emitEventsOption(options.emitEvents))
      emitItemEvent(ctx.events, collection, 'read', { payload: result, query: options.query ?? null });
    return result;
  },
};

export default itemRead;
