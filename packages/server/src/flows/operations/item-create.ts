import { createItems } from '../../services/items/create-items.js';
import { emitEventsOption, writableCollectionOption, type ItemOperationOptions } from '../item-options.js';
import { itemsContextFor } from '../operation-access.js';
import { optionToObject } from '../operation-options.js';
import type { OperationDefinition } from '../operation-types.js';

/**
 * `item-create`: creates one item (`payload` an object; answers its key) or several (`payload` a
 * list; answers their keys) through the item service, under the rules `permissions` names. No
 * payload creates nothing and answers null, as the reference does.
 */
const itemCreate: OperationDefinition<ItemOperationOptions> = {
  id: 'item-create',
  async handler(options, { ctx, accountability }) {
    const collection = writableCollectionOption(options.collection);
    const payload = optionToObject(options.payload, 'payload');
    if (payload === null || payload === undefined || payload === '') return null;
    const items = await itemsContextFor(ctx, options.permissions, accountability, collection, emitEventsOption(options.emitEvents));
    const payloads = Array.isArray(payload) ? payload : [payload];
    const keys = await createItems(items, collection, payloads);
    return Array.isArray(payload) ? keys : (keys[0] ?? null);
  },
};

export default itemCreate;
