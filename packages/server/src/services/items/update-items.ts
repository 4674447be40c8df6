import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import type { Query } from '../../query/query.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { recordActivity } from '../activity/record-activity.js';
import { checkWritableKeys, guardPayload, writeSelection } from '../permissions/guard-writes.js';
import { createItems } from './create-items.js';
import { itemCollection, planEnvOf, writeTargetOf } from './item-env.js';
import { NestedRevisions, settleRevisions } from './nested-revisions.js';
import { writeOneToMany } from './nested-writes.js';
import type { OperationContext } from './operation-context.js';
import { preparePayload } from './prepare-payload.js';
import { parsePrimaryKey, type PrimaryKey } from './primary-key.js';
import { readItems, readItemsByKeys } from './read-items.js';
import { revisionPayload } from './revision-payload.js';
import { checkBatchSize, inTransaction } from './transaction.js';
import { existingKeys, updateRows } from './write-rows.js';

export interface UpdateOptions {
  /** `PATCH /items/:c/:pk`: a missing item is FORBIDDEN instead of nothing to do. */
  single?: boolean;
}

/**
 * Applies the same partial item to every key (those that exist), nested relations included, in one
 * transaction with activity and revisions (data = the item after, delta = the fields written; none
 * when that is empty), each revision the parent of the nested writes' revisions. Answers the keys
 * that were updated.
 */
export async function updateItems(ctx: OperationContext, collection: string, keys: readonly unknown[], data: unknown, options: UpdateOptions = {}): Promise<PrimaryKey[]> {
  const overview = itemCollection(ctx, collection);
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
    const prepared = await preparePayload(nested.context, overview, changes, 'update');
    await updateRows(target, prepared.row, existing);
    for (const key of existing) {
      for (const { info, value } of prepared.oneToMany) await writeOneToMany(nested.context, info, key, value);
    }
    if (overview.accountability) {
      // No revision when no field changed (only one-to-many fields given), so no item to read back.
      const delta = overview.accountability === 'all' ? revisionPayload(tx.schema, overview, prepared.delta) : null;
      const after = delta ? await readItemsByKeys({ ...tx, permissions: undefined }, collection, existing, { fields: ['*'] }) : [];
      const byKey = new Map(after.map((item) => [String(item[overview.primary]), item]));
      const recorded = await recordActivity(target, tx.accountability, overview, 'update', existing.map((key) => ({ key, data: byKey.get(String(key)), delta })));
      // As in the reference, the first updated item's revision is the parent of every nested one.
      await settleRevisions(target, tx, nested.familyOf(recorded.revisions.find((revision) => revision !== null)), recorded.revisions);
    }
    return existing;
  });
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
    return updateItems(tx, collection, rows.map((row) => row[overview.primary]), data);
  });
}

/** `PATCH` of a singleton: updates its one row, or creates it. */
export async function upsertSingleton(ctx: OperationContext, collection: string, data: unknown): Promise<PrimaryKey> {
  const overview = itemCollection(ctx, collection);
  if (!isPlainObject(data)) throw invalidPayload('The singleton has to be an object');
  return inTransaction(ctx, async (tx) => {
    const { data: rows } = await readItems(tx, collection, { fields: [overview.primary], limit: 1 });
    const key = rows[0]?.[overview.primary];
    if (key === undefined || key === null) return (await createItems(tx, collection, [data]))[0]!;
    await updateItems(tx, collection, [key], data);
    return key as PrimaryKey;
  });
}
