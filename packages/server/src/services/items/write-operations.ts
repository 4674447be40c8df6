import { createItemsUsing } from './create-items-using.js';
import { deleteItems } from './delete-items.js';
import type { ItemWriters } from './item-writers.js';
import { updateItemsUsing } from './update-items-using.js';

/** The item writes, each handed the others for the nested writes it causes (see item-writers.ts). */
export const ITEM_WRITERS: ItemWriters = {
  createItems: (ctx, collection, payloads, options) => createItemsUsing(ITEM_WRITERS, ctx, collection, payloads, options),
  updateItems: (ctx, collection, keys, data, options) => updateItemsUsing(ITEM_WRITERS, ctx, collection, keys, data, options),
  deleteItems: (ctx, collection, keys) => deleteItems(ctx, collection, keys),
};
