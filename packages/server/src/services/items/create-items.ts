import type { CreateOptions } from './item-writers.js';
import type { OperationContext } from './operation-context.js';
import type { PrimaryKey } from './primary-key.js';
import { ITEM_WRITERS } from './write-operations.js';

/**
 * Creates items (with their nested related items) in one transaction, with one multi-row INSERT
 * where possible, plus their activity and revisions; see create-items-using.ts. Answers the new
 * keys in payload order.
 */
export function createItems(
  ctx: OperationContext,
  collection: string,
  payloads: readonly unknown[],
  options: CreateOptions = {},
): Promise<PrimaryKey[]> {
  return ITEM_WRITERS.createItems(ctx, collection, payloads, options);
}

export async function createItem(ctx: OperationContext, collection: string, payload: unknown): Promise<PrimaryKey> {
  const [key] = await createItems(ctx, collection, [payload]);
  return key!;
}
