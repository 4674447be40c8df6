import type { Knex } from 'knex';
import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import type { Access } from '../../permissions/access.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { checkWritableKeys } from '../permissions/guard-writes.js';
import { planEnvOf } from '../items/item-env.js';
import type { OperationContext } from '../items/operation-context.js';
import { parsePrimaryKey, type PrimaryKey } from '../items/primary-key.js';

const NUMERIC = new Set(['integer', 'bigInteger', 'float', 'decimal']);

/**
 * `POST /utils/sort/:collection` `{item, to}`: moves `item` to the place of `to` in the collection's
 * manual order (its `sort_field`) and shifts the items between them by one, in one transaction, as
 * the reference's UtilsService.sort does (rows without a sort value are first put at the end, in
 * key order). Needs the update rule with the sort field, and both items inside it.
 */
export async function manualSort(op: OperationContext, access: Access, collection: string, body: unknown): Promise<void> {
  const overview = op.schema.collections[collection];
  if (!overview?.hasTable) throw forbiddenOrMissing();
  const rule = access.isAdmin ? null : access.rule(collection, 'update');
  if (!access.isAdmin && !rule) throw forbiddenOrMissing();
  const sortField = sortFieldOf(overview);
  if (rule && !rule.allFields && !rule.fieldSet.has(sortField)) throw forbiddenOrMissing();
  const { item, to } = sortPayload(body);
  const dialect = planEnvOf(op, 'update').dialect;
  const itemKey = parsePrimaryKey(overview, item, dialect);
  const toKey = parsePrimaryKey(overview, to, dialect);

  await op.db.transaction(async (trx) => {
    await checkWritableKeys({ ...op, db: trx }, overview, 'update', [itemKey, toKey], [sortField]);
    await fillMissingSortValues(trx, overview, sortField);
    const source = await sortValueOf(trx, overview, sortField, itemKey);
    const target = await sortValueOf(trx, overview, sortField, toKey);
    if (String(itemKey) === String(toKey)) return;
    await trx(collection)
      .update({ [sortField]: target })
      .where(overview.primary, itemKey);
    if (Number(source) < Number(target)) {
      await trx(collection)
        .decrement(sortField, 1)
        .where(sortField, '>', source)
        .andWhere(sortField, '<=', target)
        .andWhereNot(overview.primary, itemKey);
    } else {
      await trx(collection)
        .increment(sortField, 1)
        .where(sortField, '>=', target)
        .andWhere(sortField, '<=', source)
        .andWhereNot(overview.primary, itemKey);
    }
  });
}

function sortFieldOf(overview: CollectionOverview): string {
  const name = overview.sortField;
  if (!name) throw invalidPayload(`Collection "${overview.collection}" doesn't have a sort field`);
  const field = overview.fields[name];
  // Spec section 5: a sort field is numeric.
  if (!field || field.alias || !NUMERIC.has(field.type))
    throw invalidPayload(`The sort field "${name}" of collection "${overview.collection}" has to be a numeric field`);
  return name;
}

function sortPayload(body: unknown): { item: unknown; to: unknown } {
  if (!isPlainObject(body)) throw invalidPayload('Payload must be an object');
  for (const name of ['item', 'to'] as const) {
    const value = body[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') throw invalidPayload(`"${name}" is required`);
  }
  return { item: body.item, to: body.to };
}

/** Rows without a sort value go after the last one, in key order, so every row has a place. */
async function fillMissingSortValues(trx: Knex.Transaction, overview: CollectionOverview, sortField: string): Promise<void> {
  const missing = (await trx(overview.collection).select(overview.primary).whereNull(sortField).orderBy(overview.primary)) as Array<
    Record<string, PrimaryKey>
  >;
  if (missing.length === 0) return;
  const max = (await trx(overview.collection).max({ last: sortField }).first()) as { last: unknown } | undefined;
  let last = Number(max?.last ?? 0);
  for (const row of missing) {
    last += 1;
    await trx(overview.collection)
      .update({ [sortField]: last })
      .where(overview.primary, row[overview.primary]!);
  }
}

async function sortValueOf(
  trx: Knex.Transaction,
  overview: CollectionOverview,
  sortField: string,
  key: PrimaryKey,
): Promise<number | string> {
  const row = (await trx(overview.collection).first(sortField).where(overview.primary, key)) as Record<string, unknown> | undefined;
  if (!row) throw forbiddenOrMissing();
  // Numbers, or decimal and bigint values as text: bound back as they came.
  return row[sortField] as number | string;
}
