import type { FieldType } from '@tessera/shared';
import { insertRow } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';

/**
 * Specials a type needs for its type to read back: a hash column is a varchar and a csv column a
 * text until the flag says otherwise, and PostGIS reports every geometry as `geometry`.
 */
function impliedSpecials(type: FieldType): string[] {
  if (type === 'hash') return ['hash'];
  if (type === 'csv') return ['cast-csv'];
  if (type.startsWith('geometry.')) return [type];
  return [];
}

/**
 * Writes the `directus_fields` row of a new field when it has one: when meta was sent, when the
 * field is an alias (it exists only as this row), or when its type needs a special to read back.
 */
export async function insertFieldMeta(
  change: SchemaChange,
  collection: string,
  field: string,
  type: FieldType,
  meta: Record<string, unknown> | null,
): Promise<void> {
  const sent = typeof meta?.special === 'string' ? meta.special.split(',') : [];
  const implied = impliedSpecials(type).filter((flag) => !sent.includes(flag) && !(flag === 'cast-csv' && sent.includes('csv')));
  const aliasDefault = type === 'alias' && sent.length === 0 ? ['alias', 'no-data'] : [];
  const special = [...sent, ...implied, ...aliasDefault];
  if (!meta && special.length === 0) return;
  await insertRow(change, 'directus_fields', { ...meta, collection, field, special: special.length > 0 ? special.join(',') : null });
}

/** The next `sort` in a collection, so a field added later lands at the end of the form (as the reference does). */
export async function nextFieldSort(change: SchemaChange, collection: string): Promise<number> {
  const row = (await change.db('directus_fields').where('collection', collection).max({ max: 'sort' }).first()) as
    { max: number | string | null } | undefined;
  return Number(row?.max ?? 0) + 1;
}
