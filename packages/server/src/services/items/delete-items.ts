import type { PendingDelete } from '../../events/committed-writes.js';
import type { Query } from '../../query/query.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { recordActivity } from '../activity/record-activity.js';
import { checkWritableKeys, writeSelection } from '../permissions/guard-writes.js';
import { itemCollection, planEnvOf, writeTargetOf } from './item-env.js';
import { emitItemAction, filterItemPayload } from './item-events.js';
import type { OperationContext } from './operation-context.js';
import { parsePrimaryKey, type PrimaryKey } from './primary-key.js';
import { readItems, readItemsByKeys } from './read-items.js';
import { savepoint } from './savepoint.js';
import { snapshotDeletedItems } from '../trash/snapshot-deleted-items.js';
import { keepsTrash } from '../trash/trash-copy.js';
import { checkBatchSize, inTransaction } from './transaction.js';
import { deleteRows, existingKeys } from './write-rows.js';
import { noteWrite } from './note-write.js';

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
    // What the delete's events must tell about the rows (realtime: who could read them), read while they exist.
    const witnessed = tx.events && existing.length > 0 ? await tx.writes.witnessDelete(pendingDelete(tx, overview, existing)) : {};
    await deleteRows(target, existing);
    if (existing.length > 0) noteDeletes(tx, collection);
    await recordActivity(
      target,
      tx.accountability,
      overview,
      'delete',
      existing.map((key, index) => (copies ? { key, data: copies[index] } : { key })),
    );
    if (existing.length > 0) emitItemAction(tx, overview, 'delete', { payload: existing, keys: existing, ...witnessed });
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

/** The delete about to run, for its witnesses: which of its rows match a filter, read as the system in its transaction. */
function pendingDelete(tx: OperationContext, overview: CollectionOverview, keys: PrimaryKey[]): PendingDelete {
  const primary = overview.primary;
  const system: OperationContext = { ...tx, permissions: undefined, events: undefined };
  return {
    collection: overview.collection,
    keys,
    async matching(filter) {
      // In a savepoint: a probe that fails (PostgreSQL then refuses every later statement) is undone, the delete goes on.
      const point = await savepoint(tx, 'tessera_delete_probe');
      try {
        const rows = await readItemsByKeys(system, overview.collection, keys, { fields: [primary], filter });
        await point.release();
        return rows.map((row) => row[primary] as PrimaryKey);
      } catch (error) {
        await point.rollback();
        throw error;
      }
    },
  };
}

/**
 * A delete changes its collection and, through the database's own ON DELETE actions (SET NULL,
 * CASCADE), the collections whose foreign keys point at it.
 */
function noteDeletes(ctx: OperationContext, collection: string): void {
  noteWrite(ctx, collection);
  for (const relation of ctx.schema.relations) if (relation.related_collection === collection) noteWrite(ctx, relation.collection);
}
