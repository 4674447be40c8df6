import type { FieldType } from '@tessera/shared';
import type { ColumnDefinition, ColumnType } from '../../db/dialects/column-definition.js';
import { AppError } from '../../errors/app-error.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { updateRows } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import type { CollectionOverview, FieldOverview } from '../../schema/schema-overview.js';
import { columnOfField, columnOfOverview } from './column-of-field.js';
import { assertGeometrySupported } from './create-field.js';
import type { FieldInput } from './field-input.js';
import { insertFieldMeta } from './insert-field-meta.js';
import { Problems, refuse } from './problems.js';
import { writableCollection } from './writable-collection.js';

/**
 * Type changes every database makes without losing data (the column keeps its values, or only
 * the reading of them changes); anything else is refused rather than attempted.
 */
const SAFE_TYPE_CHANGES = new Set(['string>text', 'text>string', 'integer>bigInteger', 'text>csv', 'csv>text']);

/** Changes a field's column (type, length, nullability, default, uniqueness) and/or its metadata. Never renames. */
export async function updateField(change: SchemaChange, collection: string, name: string, input: FieldInput): Promise<void> {
  const target = writableCollection(change.schema, collection);
  const current = target.fields[name] ?? forbiddenOrMissingField();
  if (input.field !== '' && input.field !== name) refuse(`Fields can't be renamed ("${name}" → "${input.field}")`);
  const type = input.type ?? current.type;
  if (current.alias !== (type === 'alias'))
    refuse(`Field "${name}" ${current.alias ? 'is an alias and has no column' : "has a column and can't become an alias"}`);
  if (input.meta?.group !== undefined && input.meta.group !== null) assertGroup(target, name, String(input.meta.group));
  if (!current.alias && (input.schema !== null || type !== current.type)) await alterColumn(change, target, current, type, input);
  const special = specialAfterTypeChange(current, type, input.meta);
  const meta = special === undefined ? input.meta : { ...input.meta, special };
  if (!meta) return;
  if (current.meta) await updateRows(change, 'directus_fields', { id: current.meta.id as number }, meta);
  else await insertFieldMeta(change, collection, name, type, meta);
}

async function alterColumn(
  change: SchemaChange,
  target: CollectionOverview,
  current: FieldOverview,
  type: FieldType,
  input: FieldInput,
): Promise<void> {
  const name = current.field;
  if (current.type === 'unknown')
    refuse(`Field "${name}" has a database type Tessera does not know ("${current.dbType}"); change it in the database`);
  const problems = new Problems();
  const from = columnOfOverview(current);
  const to = columnOfField(name, type as ColumnType, input.schema, from, problems);
  if (type !== current.type && !SAFE_TYPE_CHANGES.has(`${current.type}>${type}`)) {
    problems.add(`The type of field "${name}" can't be changed from ${current.type} to ${type} without risking its data`);
  }
  const isRelated = change.schema.relations.some((r) => r.collection === target.collection && r.field === name);
  if (type !== current.type && (current.isPrimaryKey || isRelated))
    problems.add(`The type of field "${name}" can't change: it is a primary or foreign key`);
  if (to.primary !== from.primary || to.autoIncrement !== from.autoIncrement)
    problems.add(`The primary key of a collection can't change ("${name}")`);
  if (current.isPrimaryKey && !sameColumn(from, to)) problems.add(`The primary key "${name}" can't be changed`);
  problems.throwIfAny();
  if (sameColumn(from, to)) return;
  await assertGeometrySupported(change, type);
  if (from.nullable && !to.nullable) await assertNoNulls(change, target.collection, name);
  if (to.maxLength !== null && (from.maxLength === null || to.maxLength < from.maxLength))
    await assertFits(change, target.collection, name, to.maxLength);
  change.undo(await change.dialect.alterColumn(change.db, target.collection, from, to));
}

function sameColumn(a: ColumnDefinition, b: ColumnDefinition): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The reference's CONTAINS_NULL_VALUES: making a field required while items leave it empty. */
async function assertNoNulls(change: SchemaChange, collection: string, field: string): Promise<void> {
  const row = await change.db(collection).whereNull(field).first(change.db.raw('1 as present'));
  if (row)
    throw new AppError('CONTAINS_NULL_VALUES', `Field "${field}" in collection "${collection}" contains null values.`, {
      collection,
      field,
    });
}

async function assertFits(change: SchemaChange, collection: string, field: string, maxLength: number): Promise<void> {
  const tooLong = await change
    .db(collection)
    .whereRaw(`${change.dialect.charLengthFunction}(??) > ?`, [field, maxLength])
    .first(change.db.raw('1 as present'));
  if (tooLong)
    throw new AppError('VALUE_TOO_LONG', `Value for field "${field}" in collection "${collection}" is too long.`, {
      collection,
      field,
      maxLength,
    });
}

function assertGroup(target: CollectionOverview, field: string, group: string): void {
  if (group === field || !target.fields[group])
    refuse(`"meta.group" of field "${field}" must name another field of collection "${target.collection}"`);
}

/** csv ↔ text is only a change of flag: the cast-csv special comes and goes with the type. */
function specialAfterTypeChange(current: FieldOverview, type: FieldType, meta: Record<string, unknown> | null): string | null | undefined {
  if (type === current.type || !(type === 'csv' || current.type === 'csv')) return undefined;
  const sent = meta && 'special' in meta ? meta.special : (current.meta?.special ?? null);
  const flags = typeof sent === 'string' ? sent.split(',').filter((flag) => flag !== 'csv' && flag !== 'cast-csv') : [];
  if (type === 'csv') flags.push('cast-csv');
  return flags.length > 0 ? flags.join(',') : null;
}

function forbiddenOrMissingField(): never {
  throw forbiddenOrMissing();
}
