import type { SnapshotCollection, SnapshotField, SnapshotRelation } from './snapshot-types.js';

type Json = Record<string, unknown>;

/** Keys of a field's `schema` a snapshot keeps, in the reference's order; others (comment, foreign_key_schema, …) are dropped. */
const FIELD_SCHEMA_KEYS = [
  'name',
  'table',
  'data_type',
  'default_value',
  'max_length',
  'numeric_precision',
  'numeric_scale',
  'is_nullable',
  'is_unique',
  'is_indexed',
  'is_primary_key',
  'is_generated',
  'generation_expression',
  'has_auto_increment',
  'foreign_key_table',
  'foreign_key_column',
];

const RELATION_SCHEMA_KEYS = ['table', 'column', 'foreign_key_table', 'foreign_key_column', 'constraint_name', 'on_update', 'on_delete'];

/**
 * The parts of a collection, field or relation that a snapshot holds and a diff compares, picked
 * as the reference picks them: listed keys in the listed order, a missing one left out, and a
 * `schema` that is null (a folder, an alias field, a relation without foreign key) left out too.
 */
export function pickCollection(collection: SnapshotCollection): SnapshotCollection {
  const picked = pick(collection, ['collection', 'meta']) as unknown as SnapshotCollection;
  if (isObject(collection.schema) && 'name' in collection.schema) picked.schema = { name: collection.schema.name };
  return picked;
}

/** `withoutSchema`: the whole `schema` is left out (the reference does so for auto-increment keys, which never change). */
export function pickField(field: SnapshotField, withoutSchema = false): SnapshotField {
  const picked = pick(field, ['collection', 'field', 'type', 'meta']) as unknown as SnapshotField;
  if (!withoutSchema && isObject(field.schema)) picked.schema = pick(field.schema, FIELD_SCHEMA_KEYS);
  return picked;
}

export function pickRelation(relation: SnapshotRelation): SnapshotRelation {
  const picked = pick(relation, ['collection', 'field', 'related_collection', 'meta']) as unknown as SnapshotRelation;
  if (isObject(relation.schema)) picked.schema = pick(relation.schema, RELATION_SCHEMA_KEYS);
  return picked;
}

function pick(source: object, keys: readonly string[]): Json {
  const picked: Json = {};
  for (const key of keys) if (Object.hasOwn(source, key)) picked[key] = (source as Json)[key];
  return picked;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
