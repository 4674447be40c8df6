import { recordActivity } from '../activity/record-activity.js';
import { guardPayload } from '../permissions/guard-writes.js';
import { emitItemAction, filterItemPayload } from './item-events.js';
import { itemCollection, writeTargetOf } from './item-env.js';
import { NestedRevisions, settleRevisions } from './nested-revisions.js';
import type { CreateOptions, ItemWriters } from './item-writers.js';
import { writeOneToMany } from './nested-writes.js';
import type { OperationContext } from './operation-context.js';
import { preparePayload, requireObject, type PreparedItem } from './prepare-payload.js';
import type { PrimaryKey } from './primary-key.js';
import { revisionPayload } from './revision-payload.js';
import { checkBatchSize, inTransaction } from './transaction.js';
import { canCreateAlone, createAlone } from './create-in-one-statement.js';
import { insertRows } from './write-rows.js';
import { noteWrite } from './note-write.js';

/**
 * Creates items (with their nested related items) in one transaction, with one multi-row INSERT
 * where possible, plus their activity and revisions. Any invalid item writes nothing at all.
 * Each revision stores the payload as given (data and delta alike, as the reference does), and
 * is the parent of the revisions of the related items its payload wrote. Answers the new keys in
 * payload order.
 */
export async function createItemsUsing(
  writers: ItemWriters,
  ctx: OperationContext,
  collection: string,
  payloads: readonly unknown[],
  options: CreateOptions = {},
): Promise<PrimaryKey[]> {
  const overview = itemCollection(ctx, collection);
  checkBatchSize(ctx, payloads.length);
  // Filter events see (and may change or cancel) each item before it is checked, as in the reference.
  const given: Record<string, unknown>[] = [];
  for (const payload of payloads) given.push(requireObject(await filterItemPayload(ctx, overview, 'create', requireObject(payload), {})));
  const items = given.map((payload) => guardPayload(ctx, overview, 'create', payload));
  if (items.length === 0) return [];
  return inTransaction(ctx, async (tx, own) => {
    const target = writeTargetOf(tx, overview);
    const nested = items.map(() => new NestedRevisions(tx));
    const prepared: PreparedItem[] = [];
    for (const [index, item] of items.entries())
      prepared.push(await preparePayload(writers, nested[index]!.context, overview, item, 'create', options.restoring === true));
    const revised = overview.accountability === 'all';
    const only = prepared.length === 1 && prepared[0]!.oneToMany.length === 0 ? prepared[0]! : null;
    // One item and nothing written yet (no nested write): the item, its activity and its revision in one statement.
    if (only && canCreateAlone(target, own)) {
      const payload = revised ? revisionPayload(tx.schema, overview, given[0]!) : null;
      const created = await createAlone(target, only.row, tx.accountability, { data: payload, delta: payload });
      await settleRevisions(target, tx, [], [created.revision]);
      noteWrite(tx, collection);
      emitItemAction(tx, overview, 'create', { payload: given[0], key: created.key });
      return [created.key];
    }
    const keys = await insertRows(
      target,
      prepared.map((item) => item.row),
    );
    for (const [index, item] of prepared.entries()) {
      for (const { info, value } of item.oneToMany) await writeOneToMany(writers, nested[index]!.context, info, keys[index]!, value);
    }
    const recorded = await recordActivity(
      target,
      tx.accountability,
      overview,
      'create',
      keys.map((key, index) => {
        const payload = revised ? revisionPayload(tx.schema, overview, given[index]!) : null;
        return { key, data: payload, delta: payload };
      }),
    );
    await settleRevisions(
      target,
      tx,
      nested.flatMap((item, index) => item.familyOf(recorded.revisions[index])),
      recorded.revisions,
    );
    noteWrite(tx, collection);
    for (const [index, key] of keys.entries()) emitItemAction(tx, overview, 'create', { payload: given[index], key });
    return keys;
  });
}
