import { recordActivity } from '../activity/record-activity.js';
import { guardPayload } from '../permissions/guard-writes.js';
import { itemCollection, writeTargetOf } from './item-env.js';
import { writeOneToMany } from './nested-writes.js';
import type { OperationContext } from './operation-context.js';
import { preparePayload, requireObject, type PreparedItem } from './prepare-payload.js';
import type { PrimaryKey } from './primary-key.js';
import { checkBatchSize, inTransaction } from './transaction.js';
import { insertRows } from './write-rows.js';

/**
 * Creates items (with their nested related items) in one transaction, with one multi-row INSERT
 * where possible, plus their activity and revisions. Any invalid item writes nothing at all.
 * Answers the new keys in payload order.
 */
export async function createItems(ctx: OperationContext, collection: string, payloads: readonly unknown[]): Promise<PrimaryKey[]> {
  const overview = itemCollection(ctx, collection);
  checkBatchSize(ctx, payloads.length);
  const items = payloads.map((payload) => guardPayload(ctx, overview, 'create', requireObject(payload)));
  if (items.length === 0) return [];
  return inTransaction(ctx, async (tx) => {
    const target = writeTargetOf(tx, overview);
    const prepared: PreparedItem[] = [];
    for (const item of items) prepared.push(await preparePayload(tx, overview, item, 'create'));
    const keys = await insertRows(target, prepared.map((item) => item.row));
    for (const [index, item] of prepared.entries()) {
      for (const { info, value } of item.oneToMany) await writeOneToMany(tx, info, keys[index]!, value);
    }
    await recordActivity(
      target,
      tx.accountability,
      overview,
      'create',
      keys.map((key, index) => {
        const delta = { ...prepared[index]!.delta, [overview.primary]: key };
        return { key, data: delta, delta };
      }),
    );
    return keys;
  });
}

export async function createItem(ctx: OperationContext, collection: string, payload: unknown): Promise<PrimaryKey> {
  const [key] = await createItems(ctx, collection, [payload]);
  return key!;
}
