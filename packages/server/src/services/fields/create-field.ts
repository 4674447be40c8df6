import type { ColumnType } from '../../db/dialects/column-definition.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import { columnOfField } from './column-of-field.js';
import type { FieldInput } from './field-input.js';
import { insertFieldMeta, nextFieldSort } from './insert-field-meta.js';
import { Problems, refuse } from './problems.js';
import { sameName } from './validate-name.js';
import { writableCollection } from './writable-collection.js';

/** Adds a field to an existing collection: its column (unless an alias), then its metadata row. */
export async function createField(change: SchemaChange, collection: string, input: FieldInput): Promise<void> {
  const target = writableCollection(change.schema, collection);
  const type = input.type ?? refuse(`Field "${input.field}" needs a "type"`);
  const problems = new Problems();
  if (Object.keys(target.fields).some((name) => sameName(name, input.field)))
    problems.add(`Field "${input.field}" already exists in collection "${collection}"`);
  const group = input.meta?.group;
  if (typeof group === 'string' && (group === input.field || !target.fields[group]))
    problems.add(`"meta.group" of field "${input.field}" must name another field of collection "${collection}"`);
  const meta = input.meta && input.meta.sort === undefined ? { ...input.meta, sort: await nextFieldSort(change, collection) } : input.meta;
  if (type === 'alias') {
    problems.throwIfAny();
    await insertFieldMeta(change, collection, input.field, type, meta);
    return;
  }
  if (!target.hasTable) problems.add(`Collection "${collection}" is a folder: it can only hold alias fields`);
  const column = columnOfField(input.field, type as ColumnType, input.schema, null, problems);
  if (column.primary)
    problems.add(
      `Collection "${collection}" already has a primary key ("${target.primary}"); a key can only be set when the collection is created`,
    );
  problems.throwIfAny();
  await assertGeometrySupported(change, type);
  if (!column.nullable && column.default.kind === 'none' && (await hasItems(change, collection))) {
    refuse(`Field "${input.field}" can't be required without a default value: collection "${collection}" already has items`);
  }
  change.undo(await change.dialect.addColumn(change.db, collection, column));
  await insertFieldMeta(change, collection, input.field, type, meta);
}

/** Geometry fields only where the database stores geometry (PostgreSQL needs PostGIS). */
export async function assertGeometrySupported(change: SchemaChange, type: string): Promise<void> {
  if (!type.startsWith('geometry')) return;
  const reason = await change.dialect.geometryUnsupportedReason(change.db);
  if (reason) refuse(reason);
}

async function hasItems(change: SchemaChange, collection: string): Promise<boolean> {
  return (await change.db(collection).first(change.db.raw('1 as present'))) !== undefined;
}
