import { AppError, AppErrorList } from '../../errors/app-error.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { relationOf, type OneToMany } from '../../query/relations/relation-index.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { applySpecials, type WriteAction } from './apply-specials.js';
import { castPayloadValue } from './cast-payload-value.js';
import { planEnvOf } from './item-env.js';
import type { ItemWriters } from './item-writers.js';
import { writeAnyToOne, writeManyToOne } from './nested-writes.js';
import type { OperationContext } from './operation-context.js';
import type { DbRow } from './write-rows.js';
import { hashCostOf } from '../../auth/argon2-hash-cost.js';

export interface PreparedItem {
  /** Column → value as bound for the database. */
  row: DbRow;
  /** One-to-many fields, written once the item's key is known. */
  oneToMany: Array<{ info: OneToMany; value: unknown }>;
  /** What the write sets, as JSON (for revisions). */
  delta: Record<string, unknown>;
}

/**
 * A payload → the row to write: related items of many-to-one fields written first (their keys
 * replace the objects), specials applied, every value checked against its field's type. All
 * failing fields are reported together; unknown fields are ignored, as the reference does.
 */
export async function preparePayload(
  writers: ItemWriters,
  ctx: OperationContext,
  collection: CollectionOverview,
  payload: Record<string, unknown>,
  action: WriteAction,
  keepGiven = false,
): Promise<PreparedItem> {
  const values: Record<string, unknown> = {};
  const oneToMany: PreparedItem['oneToMany'] = [];
  for (const [key, value] of Object.entries(payload)) {
    const field = collection.fields[key];
    if (!field) continue;
    const relation = relationOf(ctx.schema, collection.collection, key);
    if (relation?.type === 'o2m') oneToMany.push({ info: relation, value });
    else if (relation?.type === 'm2o' && isPlainObject(value)) values[key] = await writeManyToOne(writers, ctx, relation, value);
    else if (relation?.type === 'a2o' && isPlainObject(value))
      values[key] = await writeAnyToOne(writers, ctx, relation, payload[relation.collectionField], value);
    else if (!field.alias) values[key] = value;
  }
  if (action === 'update') delete values[collection.primary];
  await applySpecials(collection, values, action, ctx.accountability, hashCostOf(ctx.config), keepGiven);
  const { dialect } = planEnvOf(ctx, 'create');
  const row: DbRow = {};
  const errors: AppError[] = [];
  for (const [key, value] of Object.entries(values)) {
    try {
      row[key] = castPayloadValue(collection.fields[key]!, value, dialect, collection.collection);
    } catch (error) {
      if (error instanceof AppError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length === 1) throw errors[0]!;
  if (errors.length > 1) throw new AppErrorList(errors);
  return { row, oneToMany, delta: JSON.parse(JSON.stringify(values)) as Record<string, unknown> };
}

export function requireObject(value: unknown, what = 'item'): Record<string, unknown> {
  if (!isPlainObject(value)) throw invalidPayload(`Each ${what} has to be an object`);
  return value;
}
