import type { Query } from '../../query/query.js';
import { recordActivity } from '../activity/record-activity.js';
import { checkWritableKeys, writeSelection } from '../permissions/guard-writes.js';
import { itemCollection, planEnvOf, writeTargetOf } from './item-env.js';
import { emitItemAction, filterItemPayload } from './item-events.js';
import type { OperationContext } from './operation-context.js';
import { parsePrimaryKey, type PrimaryKey } from './primary-key.js';
import { readItems } from './read-items.js';
import { snapshotDeletedItems } from '../trash/snapshot-deleted-items.js';
import { keepsTrash } from '../trash/trash-copy.js';
import { checkBatchSize, inTransaction } from './transaction.js';
import { deleteRows, existingKeys } from './write-rows.js';

export interface DeleteOptions {
  single?: boolean;
}

/**
 * Deletes the items that exist among `keys`, with their activity rows, in one transaction. In a
 * collection with `meta.trash`, each delete's activity row also gets a revision holding the item's
 * restorable copy (services/trash). Answers the deleted keys.
 */
export async function deleteItems(
  ctx: OperationContext,
  collection: string,
  keys: readonly unknown[],
  _options: DeleteOptions = {},
): Promise<PrimaryKey[]> {
  const overview = itemCollection(ctx, collection);
  checkBatchSize(ctx, keys.length);
  const dialect = planEnvOf(ctx, 'delete').dialect;
  const filtered = await filterItemPayload(ctx, overview, 'delete', keys, {});
  const parsed = (Array.isArray(filtered) ? filtered : keys).map((key) => parsePrimaryKey(overview, key, dialect));
  return inTransaction(ctx, async (tx) => {
    const target = writeTargetOf(tx, overview);
    const existing = await existingKeys(target, parsed);
    await checkWritableKeys(tx, overview, 'delete', existing);
    const copies = keepsTrash(overview) && existing.length > 0 ? await snapshotDeletedItems(tx, overview, existing) : null;
    await deleteRows(target, existing);
    await recordActivity(
      target,
      tx.accountability,
      overview,
      'delete',
      existing.map((key, index) => (copies ? { key, data: copies[index] } : { key })),
    );
    if (existing.length > 0) emitItemAction(tx, overview, 'delete', { payload: existing, keys: existing });
    return existing;
  });
}

/** `DELETE /items/:c` with `{query}`: the items the query selects (its limit applies). */
export async function deleteItemsByQuery(ctx: OperationContext, collection: string, query: Query): Promise<PrimaryKey[]> {
  const overview = itemCollection(ctx, collection);
  return inTransaction(ctx, async (tx) => {
    const { data } = await readItems(writeSelection(tx, collection, 'delete'), collection, { ...query, fields: [overview.primary] });
    return deleteItems(
      tx,
      collection,
      data.map((row) => row[overview.primary]),
    );
  });
}
