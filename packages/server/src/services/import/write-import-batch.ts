import type { CollectionOverview } from '../../schema/schema-overview.js';
import { createItems } from '../items/create-items.js';
import { planEnvOf, writeTargetOf } from '../items/item-env.js';
import type { OperationContext } from '../items/operation-context.js';
import { parsePrimaryKey, type PrimaryKey } from '../items/primary-key.js';
import { updateItems } from '../items/update-items.js';
import { existingKeys } from '../items/write-rows.js';
import { isRowRefusal, type ImportErrors } from './import-errors.js';
import type { ImportRow } from './import-row.js';
import { savepoint } from '../items/savepoint.js';

export interface BatchCounts {
  created: number;
  updated: number;
}

interface PlannedRow {
  row: ImportRow;
  /** Set when the row names an item that exists (or one an earlier row of the batch creates): it updates it. */
  updates?: PrimaryKey;
}

/**
 * Writes a batch of rows through the item operations, so rules, presets, validation, nested
 * relational values, activity, revisions and events apply as for `POST /items`: the new items in
 * one createItems call, then each row whose key exists as an update of that item (the reference
 * upserts). The batch runs in a savepoint. When it fails, each row is tried alone to find the
 * refused ones (recorded in `errors`) and the batch is undone; so is every batch once a row has
 * been refused (`keep` false): those are only checked. Answers what the batch wrote.
 */
export async function writeImportBatch(
  tx: OperationContext,
  collection: CollectionOverview,
  rows: ImportRow[],
  errors: ImportErrors,
): Promise<BatchCounts> {
  const planned = await planRows(tx, collection, rows);
  const batch = await savepoint(tx, 'tessera_import_batch');
  try {
    const counts = await writeRows(tx, collection, planned);
    if (errors.hasErrors) await batch.rollback();
    else await batch.release();
    return counts;
  } catch (error) {
    if (!isRowRefusal(error)) throw error;
    await batch.rollback();
  }
  const batchAgain = await savepoint(tx, 'tessera_import_batch');
  for (const each of planned) {
    if (errors.isFull) break;
    const row = await savepoint(tx, 'tessera_import_row');
    try {
      await writeRows(tx, collection, [each]);
      await row.release();
    } catch (error) {
      if (!isRowRefusal(error)) throw error;
      await row.rollback();
      errors.add(each.row, error);
    }
  }
  await batchAgain.rollback();
  return { created: 0, updated: 0 };
}

async function writeRows(tx: OperationContext, collection: CollectionOverview, planned: PlannedRow[]): Promise<BatchCounts> {
  const creates = planned.filter((each) => each.updates === undefined).map((each) => each.row.values);
  if (creates.length > 0) await createItems(tx, collection.collection, creates);
  let updated = 0;
  for (const { row, updates } of planned) {
    if (updates === undefined) continue;
    const { [collection.primary]: _key, ...changes } = row.values;
    updated += (await updateItems(tx, collection.collection, [updates], changes)).length;
  }
  return { created: creates.length, updated };
}

/**
 * Which rows update an existing item: one query for the batch's keys, read without the caller's
 * rules as the reference's upsert does (an update the rules refuse is then refused, FORBIDDEN).
 * A key given twice creates once, then updates.
 */
async function planRows(tx: OperationContext, collection: CollectionOverview, rows: ImportRow[]): Promise<PlannedRow[]> {
  const { dialect } = planEnvOf(tx, 'update');
  const keyOf = (row: ImportRow): PrimaryKey | null => {
    const value = row.values[collection.primary];
    if (value === null || value === undefined) return null;
    try {
      return parsePrimaryKey(collection, value, dialect);
    } catch {
      return null; // not a key of this type: the create refuses it with the field's own message
    }
  };
  const keys = rows.map(keyOf);
  const given = keys.filter((key): key is PrimaryKey => key !== null);
  const existing = new Set((await existingKeys(writeTargetOf(tx, collection), given)).map(String));
  const created = new Set<string>();
  return rows.map((row, index) => {
    const key = keys[index];
    if (key === null || key === undefined) return { row };
    if (existing.has(String(key)) || created.has(String(key))) return { row, updates: key };
    created.add(String(key));
    return { row };
  });
}
