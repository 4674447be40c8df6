import type { Item } from '../../query/apply-query.js';
import { relationOf } from '../../query/relations/relation-index.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { VersionDelta } from './read-version-delta.js';

type Row = Record<string, unknown>;
type Alterations = { create: unknown[]; update: unknown[]; delete: unknown[] };

/**
 * `?version=<key>`: a version's changes over the item as read, the way the reference merges them.
 * Only fields the read answered change (the query's fields and the caller's rules stay as they
 * were). Plain values and JSON replace the value; a changed related item (many-to-one, or the
 * item of a many-to-any junction row) is merged into the related item read; one-to-many
 * `{create, update, delete}` changes are applied to the list read: deleted keys leave it, updated
 * items are merged into theirs, created items are added at the end.
 */
export function mergeVersionIntoItem(schema: SchemaOverview, collection: string, item: Item, delta: VersionDelta): Item {
  return mergeInto(schema, collection, item, delta, Object.keys(item));
}

function mergeInto(schema: SchemaOverview, collection: string, base: Row, change: Row, fields: readonly string[]): Row {
  const result: Row = { ...base };
  for (const field of fields) {
    if (field in change) result[field] = mergeValue(schema, collection, field, base[field], change[field], { ...base, ...change });
  }
  return result;
}

function mergeValue(schema: SchemaOverview, collection: string, field: string, current: unknown, change: unknown, row: Row): unknown {
  if (change === null || typeof change !== 'object') return change;
  const relation = relationOf(schema, collection, field);
  if (relation?.type === 'o2m') {
    const alterations = asAlterations(change);
    return alterations ? applyAlterations(schema, relation.related, current, alterations) : change;
  }
  if (!isPlainObject(change)) return change;
  const related = relation?.type === 'm2o' ? relation.related : relation?.type === 'a2o' ? row[relation.collectionField] : null;
  if (typeof related !== 'string' || !schema.collections[related]) return change;
  // A related item read as an object keeps its fields; a bare key is replaced by the change.
  if (!isPlainObject(current)) return mergeInto(schema, related, {}, change, Object.keys(change));
  return mergeInto(schema, related, current, change, Object.keys(current));
}

function applyAlterations(schema: SchemaOverview, related: string, current: unknown, alterations: Alterations): unknown[] {
  const primary = schema.collections[related]!.primary;
  const keyOf = (entry: unknown) => String(isPlainObject(entry) ? entry[primary] : entry);
  const deleted = new Set(alterations.delete.map((key) => String(key)));
  const merged: unknown[] = Array.isArray(current) ? current.filter((entry) => !deleted.has(keyOf(entry))) : [];
  if (Array.isArray(current)) {
    for (const update of alterations.update) {
      if (!isPlainObject(update)) continue;
      const index = merged.findIndex((entry) => keyOf(entry) === String(update[primary]));
      if (index === -1) merged.push(update);
      else merged[index] = isPlainObject(merged[index]) ? mergeWhole(schema, related, merged[index], update) : update;
    }
  }
  for (const created of alterations.create) {
    merged.push(isPlainObject(created) ? mergeWhole(schema, related, {}, created) : created);
  }
  return merged;
}

/** Every field of the change lands in the result (fields the base lacks start as null). */
function mergeWhole(schema: SchemaOverview, collection: string, base: Row, change: Row): Row {
  const fields = [...new Set([...Object.keys(base), ...Object.keys(change)])];
  const withNulls = Object.fromEntries(fields.map((field) => [field, field in base ? base[field] : null]));
  return mergeInto(schema, collection, withNulls, change, fields);
}

function asAlterations(value: object): Alterations | null {
  if (!isPlainObject(value)) return null;
  const keys = Object.keys(value);
  if (keys.length === 0 || keys.some((key) => key !== 'create' && key !== 'update' && key !== 'delete')) return null;
  const list = (key: string) => (value[key] === undefined ? [] : value[key]);
  const [create, update, remove] = [list('create'), list('update'), list('delete')];
  if (!Array.isArray(create) || !Array.isArray(update) || !Array.isArray(remove)) return null;
  return { create, update, delete: remove };
}
