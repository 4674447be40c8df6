import { FIELD_TYPES, systemAccountability, type FieldType } from '@tessera/shared';
import type { Knex } from 'knex';
import { introspect } from '../db/introspect/introspect.js';
import { readAll } from '../db/read-all.js';
import { SERVER_TABLES } from '../db/server-tables.js';
import type { ColumnInfo, ForeignKeyInfo, TableInfo } from '../db/introspect/table-info.js';
import { SYSTEM_TABLES, type ColumnType } from '../db/system-tables.js';
import { fieldTypeOfColumn } from './field-type-of-column.js';
import type { CollectionOverview, FieldOverview, RelationMeta, RelationOverview, SchemaOverview } from './schema-overview.js';
import { nameTable, ownValue } from '../utils/name-table.js';
import { SYSTEM_FIELD_SPECIALS } from './system-field-specials.js';
import { SYSTEM_RELATIONS } from './system-relations.js';

type Row = Record<string, unknown>;

const JSON_META_COLUMNS = ['options', 'display_options', 'translations', 'conditions', 'validation', 'item_duplication_fields'];
const BOOLEAN_META_COLUMNS = ['hidden', 'singleton', 'readonly', 'required', 'archive_app_filter', 'versioning', 'trash'];
const SYSTEM_COLUMN_TYPES = new Map<string, ColumnType>(
  SYSTEM_TABLES.flatMap((table) => table.columns.map((column): [string, ColumnType] => [`${table.name}.${column.name}`, column.type])),
);

export interface LoadSchemaOptions {
  /** Tables that are not collections (DB_EXCLUDE_TABLES), e.g. PostGIS's spatial_ref_sys. */
  excludeTables?: readonly string[];
}

/** Reads the live database and the metadata tables into a SchemaOverview. */
export async function loadSchema(db: Knex, version: number, options: LoadSchemaOptions = {}): Promise<SchemaOverview> {
  const excluded = new Set(options.excludeTables ?? []);
  const [allTables, collectionRows, fieldRows, relationRows] = await readAll(db, [
    () => introspect(db),
    () => db('directus_collections').select('*') as Promise<Row[]>,
    () => db('directus_fields').select('*').orderBy('id') as Promise<Row[]>,
    () => db('directus_relations').select('*').orderBy('id') as Promise<Row[]>,
  ] as const);
  // The server's own bookkeeping tables (e.g. used OTP steps) are never collections.
  const tables = allTables.filter((table) => !excluded.has(table.name) && !SERVER_TABLES.has(table.name));
  const collectionMeta = new Map(collectionRows.map((row) => [String(row.collection), normalizeMeta(row)]));
  // Null-prototype tables: a collection or column named `constructor` is just another name.
  const collections = nameTable<CollectionOverview>();
  for (const table of tables) {
    const overview = collectionOfTable(table, collectionMeta.get(table.name) ?? null);
    if (overview) collections[table.name] = overview;
  }
  for (const [name, meta] of collectionMeta) {
    // A metadata row without a table is a folder that groups other collections.
    collections[name] ??= {
      collection: name,
      primary: '',
      singleton: false,
      sortField: null,
      accountability: null,
      hasTable: false,
      isSystem: false,
      meta,
      fields: nameTable(),
    };
  }
  for (const row of fieldRows) attachFieldMeta(collections, normalizeMeta(row));
  const relations = buildRelations(tables, relationRows, collections);
  addSystemAliases(collections, relations);
  return { version, collections, relations };
}

function collectionOfTable(table: TableInfo, meta: Row | null): CollectionOverview | null {
  const primary = table.columns.find((column) => column.isPrimaryKey);
  // Like the reference, tables without a primary key cannot be served as collections.
  if (!primary) return null;
  const isSystem = table.name.startsWith('directus_');
  const fields = nameTable<FieldOverview>();
  for (const column of table.columns) fields[column.name] = fieldOfColumn(column, isSystem);
  // Without a metadata row a system collection records what the reference's system metadata says
  // (all but the audit trail itself and presets), and a bare table everything.
  const accountability = meta
    ? ((meta.accountability as CollectionOverview['accountability']) ?? null)
    : isSystem
      ? systemAccountability(table.name)
      : 'all';
  return {
    collection: table.name,
    primary: primary.name,
    singleton: meta?.singleton === true,
    sortField: (meta?.sort_field as string | null | undefined) ?? null,
    accountability,
    hasTable: true,
    isSystem,
    meta,
    fields,
  };
}

function fieldOfColumn(column: ColumnInfo, isSystem: boolean): FieldOverview {
  const key = `${column.table}.${column.name}`;
  const systemType = isSystem ? SYSTEM_COLUMN_TYPES.get(key) : undefined;
  const special = isSystem ? [...(ownValue(SYSTEM_FIELD_SPECIALS, key) ?? [])] : [];
  const overview: FieldOverview = {
    field: column.name,
    collection: column.table,
    type: systemType ? fieldTypeOfSystemColumn(systemType) : fieldTypeOfColumn(column),
    dbType: column.dataType,
    defaultValue: column.defaultValue,
    nullable: column.isNullable,
    isPrimaryKey: column.isPrimaryKey,
    isUnique: column.isUnique,
    generated: column.hasAutoIncrement,
    maxLength: column.maxLength,
    precision: column.numericPrecision,
    scale: column.numericScale,
    special,
    alias: false,
    meta: null,
  };
  overview.type = refineType(overview.type, special);
  return overview;
}

function fieldTypeOfSystemColumn(type: ColumnType): FieldType {
  return type === 'increments' ? 'integer' : type;
}

/** Specials refine a column's type the way the reference reads them (a text column with cast-json is json, …). */
function refineType(type: FieldType, special: string[]): FieldType {
  if (special.includes('hash')) return 'hash';
  if (special.includes('cast-json') && (type === 'text' || type === 'string')) return 'json';
  if ((special.includes('csv') || special.includes('cast-csv')) && (type === 'text' || type === 'string')) return 'csv';
  if (special.includes('cast-boolean') && type === 'integer') return 'boolean';
  if (special.includes('uuid') && type === 'string') return 'uuid';
  // PostGIS reports every geometry column as `geometry`; the field's special keeps its kind (geometry.Point, …).
  const geometry = special.find((flag) => flag.startsWith('geometry'));
  if (geometry && type.startsWith('geometry') && (FIELD_TYPES as readonly string[]).includes(geometry)) return geometry as FieldType;
  return type;
}

function attachFieldMeta(collections: Record<string, CollectionOverview>, meta: Row): void {
  const collection = collections[String(meta.collection)];
  if (!collection) return;
  const name = String(meta.field);
  const special =
    typeof meta.special === 'string'
      ? meta.special
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  const existing = collection.fields[name];
  if (existing) {
    existing.meta = meta;
    existing.special = [...new Set([...existing.special, ...special])];
    existing.type = refineType(existing.type, existing.special);
    return;
  }
  collection.fields[name] = {
    field: name,
    collection: collection.collection,
    type: 'alias',
    dbType: null,
    defaultValue: null,
    nullable: true,
    isPrimaryKey: false,
    isUnique: false,
    generated: false,
    maxLength: null,
    precision: null,
    scale: null,
    special,
    alias: true,
    meta,
  };
}

function buildRelations(tables: TableInfo[], rows: Row[], collections: Record<string, CollectionOverview>): RelationOverview[] {
  const foreignKeys = new Map<string, ForeignKeyInfo>();
  for (const table of tables) for (const fk of table.foreignKeys) foreignKeys.set(`${fk.table}.${fk.column}`, fk);
  const relations: RelationOverview[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const meta = relationMeta(row);
    const key = `${meta.many_collection}.${meta.many_field}`;
    if (!collections[meta.many_collection]) continue;
    seen.add(key);
    relations.push({
      collection: meta.many_collection,
      field: meta.many_field,
      related_collection: meta.one_collection,
      schema: schemaOf(foreignKeys.get(key)),
      meta,
    });
  }
  // The reference's system relations, each with its meta (a foreign key is not what makes one).
  for (const system of SYSTEM_RELATIONS) {
    const key = `${system.collection}.${system.field}`;
    if (seen.has(key) || !collections[system.collection]?.fields[system.field] || !collections[system.related]) continue;
    seen.add(key);
    relations.push({
      collection: system.collection,
      field: system.field,
      related_collection: system.related,
      schema: schemaOf(foreignKeys.get(key)),
      meta: systemMeta(system.collection, system.field, system.related, system.oneField ?? null),
    });
  }
  // A foreign key without a relation row: a relation without meta, as the reference answers it.
  for (const [key, fk] of foreignKeys) {
    if (seen.has(key) || !collections[fk.table] || !collections[fk.foreignKeyTable]) continue;
    seen.add(key);
    relations.push({ collection: fk.table, field: fk.column, related_collection: fk.foreignKeyTable, schema: schemaOf(fk), meta: null });
  }
  return relations;
}

/** System o2m aliases (roles.users, …) exist as fields although no metadata row describes them. */
function addSystemAliases(collections: Record<string, CollectionOverview>, relations: RelationOverview[]): void {
  for (const relation of relations) {
    const oneField = relation.meta?.one_field;
    const one = relation.related_collection ? collections[relation.related_collection] : undefined;
    if (!oneField || !one || one.fields[oneField]) continue;
    one.fields[oneField] = {
      field: oneField,
      collection: one.collection,
      type: 'alias',
      dbType: null,
      defaultValue: null,
      nullable: true,
      isPrimaryKey: false,
      isUnique: false,
      generated: false,
      maxLength: null,
      precision: null,
      scale: null,
      special: ['o2m'],
      alias: true,
      meta: null,
    };
  }
}

function schemaOf(fk: ForeignKeyInfo | undefined): RelationOverview['schema'] {
  if (!fk) return null;
  return {
    constraint_name: fk.constraintName,
    table: fk.table,
    column: fk.column,
    foreign_key_table: fk.foreignKeyTable,
    foreign_key_column: fk.foreignKeyColumn,
    on_update: fk.onUpdate,
    on_delete: fk.onDelete,
  };
}

function systemMeta(collection: string, field: string, related: string, oneField: string | null): RelationMeta {
  return {
    id: 0,
    many_collection: collection,
    many_field: field,
    one_collection: related,
    one_field: oneField,
    one_collection_field: null,
    one_allowed_collections: null,
    junction_field: null,
    sort_field: null,
    one_deselect_action: 'nullify',
  };
}

function relationMeta(row: Row): RelationMeta {
  const allowed = row.one_allowed_collections;
  return {
    id: Number(row.id),
    many_collection: String(row.many_collection),
    many_field: String(row.many_field),
    one_collection: (row.one_collection as string | null) ?? null,
    one_field: (row.one_field as string | null) ?? null,
    one_collection_field: (row.one_collection_field as string | null) ?? null,
    one_allowed_collections: typeof allowed === 'string' && allowed !== '' ? allowed.split(',') : null,
    junction_field: (row.junction_field as string | null) ?? null,
    sort_field: (row.sort_field as string | null) ?? null,
    one_deselect_action: row.one_deselect_action === 'delete' ? 'delete' : 'nullify',
  };
}

/** Metadata rows as clients expect them: JSON columns parsed, booleans as booleans on every database. */
function normalizeMeta(row: Row): Row {
  const meta: Row = { ...row };
  for (const key of JSON_META_COLUMNS) {
    if (typeof meta[key] === 'string') {
      try {
        meta[key] = JSON.parse(meta[key] as string);
      } catch {
        // Left as stored: a hand-written non-JSON value is shown, not thrown.
      }
    }
  }
  for (const key of BOOLEAN_META_COLUMNS) if (key in meta && meta[key] !== null) meta[key] = Boolean(meta[key]);
  return meta;
}
