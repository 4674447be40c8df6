import type { FieldMetaResponse, FieldResponse, FieldSchemaResponse } from '@tessera/shared';
import type { FieldOverview, SchemaOverview } from '../../schema/schema-overview.js';
import { SYSTEM_FIELD_METAS } from '../../schema/system-field-metas.js';

const META_KEYS = [
  'id',
  'collection',
  'field',
  'special',
  'interface',
  'options',
  'display',
  'display_options',
  'readonly',
  'hidden',
  'sort',
  'width',
  'group',
  'translations',
  'note',
  'conditions',
  'required',
  'validation',
  'validation_message',
] as const satisfies readonly (keyof FieldMetaResponse)[];

/** A field in the reference's wire shape (api-reference section 2). */
export function toFieldResponse(schema: SchemaOverview, field: FieldOverview): FieldResponse {
  return {
    collection: field.collection,
    field: field.field,
    type: field.type,
    schema: field.alias || field.dbType === null ? null : schemaOf(schema, field),
    meta: metaOf(field, schema.collections[field.collection]?.isSystem ?? false),
  };
}

function schemaOf(schema: SchemaOverview, field: FieldOverview): FieldSchemaResponse {
  const relation = schema.relations.find((r) => r.schema && r.collection === field.collection && r.field === field.field);
  return {
    name: field.field,
    table: field.collection,
    data_type: field.dbType ?? 'unknown',
    default_value: defaultOf(field),
    max_length: field.maxLength,
    numeric_precision: field.precision,
    numeric_scale: field.scale,
    is_nullable: field.nullable,
    is_unique: field.isUnique,
    is_primary_key: field.isPrimaryKey,
    is_generated: false,
    generation_expression: null,
    has_auto_increment: field.generated,
    foreign_key_table: relation?.schema?.foreign_key_table ?? null,
    foreign_key_column: relation?.schema?.foreign_key_column ?? null,
    comment: null,
  };
}

/** Defaults as the field's type reads them: SQLite and MariaDB report booleans as '0'/'1' or 0/1. */
function defaultOf(field: FieldOverview): unknown {
  const value = field.defaultValue;
  if (value === null) return null;
  if (field.type === 'boolean') return value === true || value === 1 || value === '1' || value === 'true';
  if (
    (field.type === 'integer' || field.type === 'bigInteger' || field.type === 'float') &&
    typeof value === 'string' &&
    /^-?\d+(\.\d+)?$/.test(value)
  )
    return Number(value);
  return value;
}

/**
 * The `directus_fields` row with `special` as a list (null when there is none, as the reference
 * answers). System fields have no row: they get the defaults and `system: true`, so clients see
 * the whole model in one shape.
 */
function metaOf(field: FieldOverview, isSystem: boolean): FieldMetaResponse | null {
  const row = field.meta;
  if (!row) return isSystem ? systemMeta(field) : null;
  const meta = {} as Record<keyof FieldMetaResponse, unknown>;
  for (const key of META_KEYS) meta[key] = row[key] ?? null;
  meta.id = row.id === undefined || row.id === null ? null : Number(row.id);
  meta.special = typeof row.special === 'string' && row.special !== '' ? row.special.split(',') : null;
  meta.readonly = row.readonly ?? false;
  meta.hidden = row.hidden ?? false;
  meta.required = row.required ?? false;
  if (isSystem) meta.system = true;
  // The stored row (booleans and JSON columns already normalized) holds the wire meta's columns.
  return meta as FieldMetaResponse;
}

function systemMeta(field: FieldOverview): FieldMetaResponse {
  const nulls = Object.fromEntries(META_KEYS.map((key) => [key, null])) as Record<(typeof META_KEYS)[number], null>;
  return {
    ...nulls,
    collection: field.collection,
    field: field.field,
    special: field.special.length > 0 ? [...field.special] : null,
    readonly: false,
    hidden: false,
    width: 'full',
    required: false,
    // The reference's presentation of this field (displays, read-only flags, order), where it declares one.
    ...SYSTEM_FIELD_METAS.get(`${field.collection}.${field.field}`),
    system: true,
  };
}
