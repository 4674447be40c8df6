import { dialectOf } from '../../db/dialects/dialect-of.js';
import { dbError } from '../../db/dialects/driver-error.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { itemCollection, writeTargetOf } from '../items/item-env.js';
import type { OperationContext } from '../items/operation-context.js';
import { parsePrimaryKey, type PrimaryKey } from '../items/primary-key.js';
import { inTransaction } from '../items/transaction.js';
import { ITEM_WRITERS } from '../items/write-operations.js';
import { existingKeys, updateRows } from '../items/write-rows.js';
import { findDeletedCopy } from './find-deleted-copy.js';
import { relinkChildren } from './relink-children.js';
import { restorablePayload, type SkippedValue } from './restorable-payload.js';
import { keepsTrash, TRASH_RESTORED_KEY } from './trash-copy.js';

export interface RestoredItem {
  key: PrimaryKey;
  /** Values and links of the copy that did not come back. */
  skipped: SkippedValue[];
}

/**
 * `POST /utils/restore/:collection/:key`: brings back the latest copy a delete of the item kept,
 * in one transaction. The row is created through the item operations with its original key (the
 * caller's create rules, validation, activity, revision and events apply; create on every stored
 * field is needed), then the rows that pointed at it are re-linked under the caller's update rules.
 * No kept copy, or one already restored: FORBIDDEN. The key in use again: RECORD_NOT_UNIQUE.
 */
export async function restoreItem(ctx: OperationContext, collection: string, rawKey: unknown): Promise<RestoredItem> {
  const overview = itemCollection(ctx, collection);
  if (!keepsTrash(overview)) throw forbiddenOrMissing();
  // Checked first so that a caller who may not create learns nothing about deleted items.
  if (ctx.permissions && !ctx.permissions.rule(collection, 'create')) throw forbiddenOrMissing();
  const key = parsePrimaryKey(overview, rawKey, dialectOf(ctx.db));
  return inTransaction(ctx, async (tx) => {
    const copy = await findDeletedCopy(tx, overview, key);
    if (!copy || copy.isRestored) throw forbiddenOrMissing();
    if ((await existingKeys(writeTargetOf(tx, overview), [key])).length > 0)
      throw dbError('RECORD_NOT_UNIQUE', { collection, field: overview.primary });
    const { payload, skipped } = await restorablePayload(tx, overview, { ...copy.row, [overview.primary]: key });
    await ITEM_WRITERS.createItems(tx, collection, [payload], { restoring: true });
    skipped.push(...(await relinkChildren(ITEM_WRITERS, tx, overview, key, copy.links)));
    const revisions = tx.schema.collections.directus_revisions!;
    await updateRows(writeTargetOf(tx, revisions), { delta: JSON.stringify({ [TRASH_RESTORED_KEY]: true }) }, [copy.revision]);
    return { key, skipped };
  });
}
