import { invalidPayload } from '../../errors/error-helpers.js';
import type { AnyToOne, ManyToOne, OneToMany } from '../../query/relations/relation-index.js';
import { itemCollection, planEnvOf, writeTargetOf } from './item-env.js';
import type { ItemWriters } from './item-writers.js';
import type { OperationContext } from './operation-context.js';
import { parsePrimaryKey, type PrimaryKey } from './primary-key.js';
import { existingKeys, keysWhere, type WriteTarget } from './write-rows.js';
import { isPlainObject } from '../../utils/is-plain-object.js';

/**
 * A many-to-one field given as an object: the related item is updated when its key exists,
 * created otherwise; the field then holds its key (api-reference section 5, in the same transaction).
 */
export async function writeManyToOne(
  writers: ItemWriters,
  ctx: OperationContext,
  relation: ManyToOne,
  value: Record<string, unknown>,
): Promise<PrimaryKey> {
  return writeRelated(writers, ctx, relation.related, value);
}

/** A many-to-any field given as an object: the same, in the collection the row's collection field names. */
export async function writeAnyToOne(
  writers: ItemWriters,
  ctx: OperationContext,
  relation: AnyToOne,
  collection: unknown,
  value: Record<string, unknown>,
): Promise<PrimaryKey> {
  if (typeof collection !== 'string' || !relation.allowed.includes(collection)) {
    throw invalidPayload(`"${relation.collectionField}" has to name one of the allowed collections for "${relation.field}"`);
  }
  return writeRelated(writers, ctx, collection, value);
}

async function writeRelated(
  writers: ItemWriters,
  ctx: OperationContext,
  collection: string,
  value: Record<string, unknown>,
): Promise<PrimaryKey> {
  const related = itemCollection(ctx, collection);
  const key = value[related.primary];
  if (key !== undefined && key !== null) {
    const [found] = await existingKeys(targetOf(ctx, collection), [parsePrimaryKey(related, key, planEnvOf(ctx, 'update').dialect)]);
    if (found !== undefined) {
      const rest = { ...value };
      delete rest[related.primary];
      if (Object.keys(rest).length > 0) await writers.updateItems(ctx, collection, [found], rest);
      return found;
    }
  }
  const [created] = await writers.createItems(ctx, collection, [value]);
  return created!;
}

/**
 * A one-to-many field of the item `parentKey`: a list of keys/objects (the new set of children:
 * objects with an existing key are updated, others created, children left out are deselected) or
 * `{create, update, delete}`. Deselected children are unlinked or deleted per `one_deselect_action`.
 */
export async function writeOneToMany(
  writers: ItemWriters,
  ctx: OperationContext,
  relation: OneToMany,
  parentKey: PrimaryKey,
  value: unknown,
): Promise<void> {
  if (value === null || value === undefined) return;
  const related = itemCollection(ctx, relation.related);
  const target = targetOf(ctx, relation.related);
  const dialect = target.dialect;
  const link = (item: Record<string, unknown>) => ({ ...item, [relation.foreignKey]: parentKey });
  if (Array.isArray(value)) {
    const children = await keysWhere(target, relation.foreignKey, parentKey);
    const linkedBefore = new Set(children.map(String));
    const keep: PrimaryKey[] = [];
    const linked: PrimaryKey[] = [];
    const objects = value.filter(isPlainObject);
    const withKeys = objects.filter((item) => item[related.primary] !== undefined && item[related.primary] !== null);
    const existing = new Set(
      (
        await existingKeys(
          target,
          withKeys.map((item) => parsePrimaryKey(related, item[related.primary], dialect)),
        )
      ).map(String),
    );
    for (const item of value) {
      if (isPlainObject(item)) {
        const key = item[related.primary];
        if (key !== undefined && key !== null && existing.has(String(key))) {
          keep.push(...(await writers.updateItems(ctx, relation.related, [key], link(withoutKey(item, related.primary)))));
        } else {
          keep.push(...(await writers.createItems(ctx, relation.related, [link(item)])));
        }
      } else if (typeof item === 'string' || typeof item === 'number') {
        const key = parsePrimaryKey(related, item, dialect);
        keep.push(key);
        // A key alone links its item; one already linked is left alone (no write, no activity), as in the reference.
        if (!linkedBefore.has(String(key))) linked.push(key);
      } else {
        throw invalidPayload(`"${relation.field}" has to be a list of keys or items`);
      }
    }
    if (linked.length > 0) await writers.updateItems(ctx, relation.related, linked, { [relation.foreignKey]: parentKey });
    const kept = new Set(keep.map(String));
    await deselect(
      writers,
      ctx,
      relation,
      children.filter((key) => !kept.has(String(key))),
    );
    return;
  }
  if (!isPlainObject(value)) throw invalidPayload(`"${relation.field}" has to be a list or an object with "create", "update" and "delete"`);
  const { create = [], update = [], delete: remove = [] } = value as Record<string, unknown>;
  if (!Array.isArray(create) || !Array.isArray(update) || !Array.isArray(remove)) {
    throw invalidPayload(`"create", "update" and "delete" of "${relation.field}" have to be lists`);
  }
  if (create.length > 0)
    await writers.createItems(
      ctx,
      relation.related,
      create.map((item) => link(requireItem(item, relation.field))),
    );
  for (const item of update) {
    const object = requireItem(item, relation.field);
    const key = object[related.primary];
    if (key === undefined || key === null)
      throw invalidPayload(`Items to update in "${relation.field}" need their key "${related.primary}"`);
    await writers.updateItems(ctx, relation.related, [key], link(withoutKey(object, related.primary)));
  }
  const children = new Set((await keysWhere(target, relation.foreignKey, parentKey)).map(String));
  const keys = remove.map((key) => parsePrimaryKey(related, key, dialect)).filter((key) => children.has(String(key)));
  await deselect(writers, ctx, relation, keys);
}

async function deselect(writers: ItemWriters, ctx: OperationContext, relation: OneToMany, keys: PrimaryKey[]): Promise<void> {
  if (keys.length === 0) return;
  if (relation.deselectAction === 'delete') await writers.deleteItems(ctx, relation.related, keys);
  else await writers.updateItems(ctx, relation.related, keys, { [relation.foreignKey]: null });
}

function targetOf(ctx: OperationContext, collection: string): WriteTarget {
  return writeTargetOf(ctx, itemCollection(ctx, collection));
}

function withoutKey(item: Record<string, unknown>, primary: string): Record<string, unknown> {
  const rest = { ...item };
  delete rest[primary];
  return rest;
}

function requireItem(item: unknown, field: string): Record<string, unknown> {
  if (!isPlainObject(item)) throw invalidPayload(`Items of "${field}" have to be objects`);
  return item;
}
