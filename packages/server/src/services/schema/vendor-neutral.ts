import { pickField, pickRelation } from './pick-snapshot-entry.js';
import type { SnapshotField, SnapshotRelation } from './snapshot-types.js';

/** Field types whose column has a length, and the one with a precision and scale. */
const LENGTH_TYPES = new Set(['string', 'hash']);
const PRECISION_TYPES = new Set(['decimal']);

/**
 * A field without what only says how one database spells its column: the database's type name
 * (`varchar` / `character varying`), the length databases report for types that have none
 * (MySQL's 65535 for text), the precision PostgreSQL reports for integers, and a default that
 * is the key's sequence. What the field is (type, nullability, uniqueness, default, key, length of
 * a string, precision of a decimal) is still compared. Used when snapshots of different
 * databases are diffed (`?force`); between two snapshots of one database nothing is dropped.
 */
export function vendorNeutralField(field: SnapshotField): SnapshotField {
  const picked = pickField(field);
  if (!picked.schema) return picked;
  const schema = { ...picked.schema };
  delete schema.data_type;
  if (!LENGTH_TYPES.has(String(field.type))) delete schema.max_length;
  if (!PRECISION_TYPES.has(String(field.type))) {
    delete schema.numeric_precision;
    delete schema.numeric_scale;
  }
  if (schema.has_auto_increment === true) delete schema.default_value;
  return { ...picked, schema };
}

/** A relation without its foreign key's name, which each database (or none, on SQLite) makes up itself. */
export function vendorNeutralRelation(relation: SnapshotRelation): SnapshotRelation {
  const picked = pickRelation(relation);
  if (!picked.schema) return picked;
  const { constraint_name: _name, ...schema } = picked.schema;
  return { ...picked, schema };
}
