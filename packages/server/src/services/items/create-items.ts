import { emitItemAction } from './emit-item-action.js';
import type { OperationContext } from './operation-context.js';
import type { PrimaryKey } from './primary-key.js';
import { ITEM_WRITERS } from './write-operations.js';

/**
 * Creates items (with their nested related items) in one transaction, with one multi-row INSERT
 * where possible, plus their activity and revisions; see create-items-using.ts. Answers the new
 * keys in payload order.
 */
export async function createItems(ctx: OperationContext, collection: string, payloads: readonly unknown[]): Promise<PrimaryKey[]> {
  const keys = await ITEM_WRITERS.createItems(ctx, collection, payloads);
  for (const [index, key] of keys.entries())
    emitItemAction(ctx, 'items.create', { payload: payloads[index], key, collection, accountability: ctx.accountability });
  return keys;
}

export async function createItem(ctx: OperationContext, collection: string, payload: unknown): Promise<PrimaryKey> {
  const [key] = await createItems(ctx, collection, [payload]);
  return key!;
}
