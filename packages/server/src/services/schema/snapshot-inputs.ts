import type { SnapshotCollection, SnapshotField, SnapshotRelation } from './snapshot-types.js';

type Json = Record<string, unknown>;

const LENGTH_TYPES = new Set(['string', 'hash']);

/**
 * The `POST /fields` body a snapshotted field stands for. Only what can be set is kept from its
 * `schema`; what a database reports but nobody sets is dropped (the data type name, the 65535
 * "length" MySQL gives text, the precision PostgreSQL gives integers, the sequence default of an
 * auto-increment key, the uniqueness of a primary key), so a field snapshotted on one database
 * is created alike on another. `withSchema` false leaves the column as it is (an update of meta).
 */
export function fieldPayloadOf(entry: SnapshotField, withSchema = true): Json {
  const payload: Json = { type: entry.type, meta: entry.meta };
  if (!withSchema) return payload;
  const schema = entry.schema;
  if (entry.type === 'alias' || !schema) return { ...payload, schema: null };
  const settable: Json = {};
  const copy = (key: string) => {
    if (Object.hasOwn(schema, key)) settable[key] = schema[key];
  };
  ['default_value', 'is_nullable', 'is_unique', 'is_primary_key', 'has_auto_increment'].forEach(copy);
  if (LENGTH_TYPES.has(String(entry.type))) settable.max_length = numberOf(schema.max_length);
  if (entry.type === 'decimal') {
    settable.numeric_precision = numberOf(schema.numeric_precision);
    settable.numeric_scale = numberOf(schema.numeric_scale);
  }
  if (schema.has_auto_increment === true) delete settable.default_value;
  if (schema.is_primary_key === true) delete settable.is_unique;
  return { ...payload, schema: settable };
}

export function newFieldPayloadOf(entry: SnapshotField): Json {
  return { field: entry.field, ...fieldPayloadOf(entry) };
}

/** The `POST /collections` body of a snapshotted collection and its new fields; no `schema` is a folder. */
export function collectionPayloadOf(entry: SnapshotCollection, fields: SnapshotField[]): Json {
  return {
    collection: entry.collection,
    meta: entry.meta,
    schema: entry.schema ? {} : null,
    fields: fields.map(newFieldPayloadOf),
  };
}

/**
 * The `POST /relations` body of a snapshotted relation. A relation snapshotted without `schema`
 * has no foreign key, and gets none (the API would otherwise add one by default).
 */
export function relationPayloadOf(entry: SnapshotRelation, withSchema = true): Json {
  const payload: Json = {
    collection: entry.collection,
    field: entry.field,
    related_collection: entry.related_collection,
    meta: entry.meta,
  };
  if (withSchema) payload.schema = foreignKeyOf(entry.schema);
  return payload;
}

function foreignKeyOf(schema: Json | null | undefined): Json | null {
  if (!schema) return null;
  const key: Json = {};
  if (typeof schema.on_delete === 'string') key.on_delete = schema.on_delete;
  if (typeof schema.on_update === 'string' || schema.on_update === null) key.on_update = schema.on_update;
  return key;
}

/** Lengths may be numbers or numeric strings in a snapshot (the reference's schema allows both). */
function numberOf(value: unknown): unknown {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value ?? null);
}
