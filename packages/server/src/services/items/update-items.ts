import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { Query } from '../../query/query.js';
import { writeSelection } from '../permissions/guard-writes.js';
import { createItems } from './create-items.js';
import { emitItemAction } from './emit-item-action.js';
import { itemCollection } from './item-env.js';
import type { UpdateOptions } from './item-writers.js';
import type { OperationContext } from './operation-context.js';
import type { PrimaryKey } from './primary-key.js';
import { readItems } from './read-items.js';
import { checkBatchSize, inTransaction } from './transaction.js';
import { ITEM_WRITERS } from './write-operations.js';

export type { UpdateOptions } from './item-writers.js';

/** Applies the same partial item to every key that exists, nested relations included; see update-items-using.ts. */
export async function updateItems(
  ctx: OperationContext,
  collection: string,
  keys: readonly unknown[],
  data: unknown,
  options: UpdateOptions = {},
): Promise<PrimaryKey[]> {
  const updated = await ITEM_WRITERS.updateItems(ctx, collection, keys, data, options);
  if (updated.length > 0)
    emitItemAction(ctx, 'items.update', { payload: data, keys: updated, collection, accountability: ctx.accountability });
  return updated;
}

/** `PATCH /items/:c` with an array: each item carries its own key and changes; all or nothing. */
export async function updateBatch(ctx: OperationContext, collection: string, items: readonly unknown[]): Promise<PrimaryKey[]> {
  const overview = itemCollection(ctx, collection);
  checkBatchSize(ctx, items.length);
  return inTransaction(ctx, async (tx) => {
    const keys: PrimaryKey[] = [];
    for (const item of items) {
      if (!isPlainObject(item) || item[overview.primary] === undefined || item[overview.primary] === null) {
        throw invalidPayload(`Each item has to be an object with its primary key "${overview.primary}"`);
      }
      const { [overview.primary]: key, ...changes } = item;
      keys.push(...(await updateItems(tx, collection, [key], changes)));
    }
    return keys;
  });
}

/** `PATCH /items/:c` with `{query, data}`: the items the query selects (its limit applies). */
export async function updateItemsByQuery(ctx: OperationContext, collection: string, query: Query, data: unknown): Promise<PrimaryKey[]> {
  const overview = itemCollection(ctx, collection);
  return inTransaction(ctx, async (tx) => {
    const { data: rows } = await readItems(writeSelection(tx, collection, 'update'), collection, { ...query, fields: [overview.primary] });
    return updateItems(
      tx,
      collection,
      rows.map((row) => row[overview.primary]),
      data,
    );
  });
}

/** `PATCH` of a singleton: updates its one row, or creates it. */
export async function upsertSingleton(ctx: OperationContext, collection: string, data: unknown): Promise<PrimaryKey> {
  const overview = itemCollection(ctx, collection);
  if (!isPlainObject(data)) throw invalidPayload('The singleton has to be an object');
  return inTransaction(ctx, async (tx) => {
    // Whether the row exists is found without the caller's rules (as the reference does): an update
    // rule that may not read still updates the one row instead of creating a second.
    const { data: rows } = await readItems({ ...tx, permissions: undefined }, collection, { fields: [overview.primary], limit: 1 });
    const key = rows[0]?.[overview.primary];
    if (key === undefined || key === null) return (await createItems(tx, collection, [data]))[0]!;
    await updateItems(tx, collection, [key], data);
    return key as PrimaryKey;
  });
}
