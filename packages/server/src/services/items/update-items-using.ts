import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { recordActivity } from '../activity/record-activity.js';
import { checkWritableKeys, guardPayload } from '../permissions/guard-writes.js';
import { emitItemAction, filterItemPayload } from './item-events.js';
import { itemCollection, planEnvOf, writeTargetOf } from './item-env.js';
import { NestedRevisions, settleRevisions } from './nested-revisions.js';
import type { ItemWriters, UpdateOptions } from './item-writers.js';
import { writeOneToMany } from './nested-writes.js';
import type { OperationContext } from './operation-context.js';
import { preparePayload } from './prepare-payload.js';
import { parsePrimaryKey, type PrimaryKey } from './primary-key.js';
import { readItemsByKeys } from './read-items.js';
import { revisionPayload } from './revision-payload.js';
import { checkBatchSize, inTransaction } from './transaction.js';
import { existingKeys, updateRows } from './write-rows.js';
import { noteWrite } from './note-write.js';

/**
 * Applies the same partial item to every key (those that exist), nested relations included, in one
 * transaction with activity and revisions (data = the item after, delta = the fields written; none
 * when that is empty), each revision the parent of the nested writes' revisions. Answers the keys
 * that were updated.
 */
export async function updateItemsUsing(
  writers: ItemWriters,
  ctx: OperationContext,
  collection: string,
  keys: readonly unknown[],
  given: unknown,
  options: UpdateOptions = {},
): Promise<PrimaryKey[]> {
  const overview = itemCollection(ctx, collection);
  if (!isPlainObject(given)) throw invalidPayload('"data" has to be an object');
  const data = await filterItemPayload(ctx, overview, 'update', given, { keys });
  if (!isPlainObject(data)) throw invalidPayload('"data" has to be an object');
  const changes = guardPayload(ctx, overview, 'update', data);
  checkBatchSize(ctx, keys.length);
  const dialect = planEnvOf(ctx, 'update').dialect;
  const parsed = keys.map((key) => parsePrimaryKey(overview, key, dialect));
  return inTransaction(ctx, async (tx) => {
    const target = writeTargetOf(tx, overview);
    const existing = await existingKeys(target, parsed);
    if (existing.length === 0) {
      if (options.single) throw forbiddenOrMissing();
      return [];
    }
    await checkWritableKeys(tx, overview, 'update', existing, Object.keys(data));
    const nested = new NestedRevisions(tx);
    const prepared = await preparePayload(writers, nested.context, overview, changes, 'update');
    await updateRows(target, prepared.row, existing);
    noteWrite(tx, collection);
    for (const key of existing) {
      for (const { info, value } of prepared.oneToMany) await writeOneToMany(writers, nested.context, info, key, value);
    }
    if (overview.accountability && !options.stamp) {
      // No revision when no field changed (only one-to-many fields given), so no item to read back.
      const delta = overview.accountability === 'all' ? revisionPayload(tx.schema, overview, prepared.delta) : null;
      const after = delta ? await readItemsByKeys({ ...tx, permissions: undefined }, collection, existing, { fields: ['*'] }) : [];
      const byKey = new Map(after.map((item) => [String(item[overview.primary]), item]));
      const recorded = await recordActivity(
        target,
        tx.accountability,
        overview,
        'update',
        existing.map((key) => ({ key, data: byKey.get(String(key)), delta })),
      );
      // As in the reference, the first updated item's revision is the parent of every nested one.
      await settleRevisions(target, tx, nested.familyOf(recorded.revisions.find((revision) => revision !== null)), recorded.revisions);
    }
    emitItemAction(tx, overview, 'update', { payload: data, keys: existing });
    return existing;
  });
}
