import { FIELD_TYPES, type FieldType } from '@tessera/shared';
import type { Dialect } from '../../db/dialects/dialect.js';
import { ALIAS_SPECIALS, FIELD_META_SPEC, IGNORED_FIELD_META_KEYS } from './field-meta-spec.js';
import { parseMeta } from './parse-meta.js';
import type { Problems } from './problems.js';
import { nameProblem } from './validate-name.js';
import { ownValue } from '../../utils/name-table.js';

/** The `schema` of a field payload; absent keys mean "the default" on create and "unchanged" on update. */
export interface FieldSchemaInput {
  /** Present (possibly null) only when the payload has `default_value`. */
  defaultValue?: unknown;
  maxLength?: number | null;
  precision?: number | null;
  scale?: number | null;
  nullable?: boolean;
  unique?: boolean;
  primary?: boolean;
  autoIncrement?: boolean;
}

export interface FieldInput {
  field: string;
  /** Absent only in an update that keeps the type. */
  type?: FieldType;
  /** Null when the payload has `schema: null` or none (alias fields never have one). */
  schema: FieldSchemaInput | null;
  /** The `directus_fields` values in storage form (special as CSV, JSON as text), or null when none were sent. */
  meta: Record<string, unknown> | null;
}

const CREATABLE_TYPES = FIELD_TYPES.filter((type) => type !== 'unknown');

/** Keys of a field's `schema` as read back; a client may send them again, they are not settable. */
const READ_ONLY_SCHEMA_KEYS = [
  'name',
  'table',
  'data_type',
  'is_generated',
  'generation_expression',
  'foreign_key_table',
  'foreign_key_column',
  'foreign_key_schema',
  'comment',
  'schema',
];

const SCHEMA_KEYS: Record<string, (value: unknown) => boolean> = {
  default_value: (value) => value === null || ['string', 'number', 'boolean', 'object'].includes(typeof value),
  // Ranges are checked against the type in columnOfField: a read-back text column on MySQL says max_length 65535.
  max_length: (value) => value === null || (Number.isInteger(value) && (value as number) >= 1),
  // The reference's app sends `length` (36 on a uuid key, 255 on a string key): `max_length` by another name.
  length: (value) => value === null || (Number.isInteger(value) && (value as number) >= 1),
  numeric_precision: (value) => value === null || (Number.isInteger(value) && (value as number) >= 1),
  numeric_scale: (value) => value === null || (Number.isInteger(value) && (value as number) >= 0),
  is_nullable: (value) => typeof value === 'boolean',
  is_unique: (value) => typeof value === 'boolean',
  is_primary_key: (value) => typeof value === 'boolean',
  has_auto_increment: (value) => typeof value === 'boolean',
};

const SCHEMA_KEY_RULES: Record<string, string> = {
  default_value: 'a string, number, boolean, object or null',
  max_length: 'a positive integer or null',
  length: 'a positive integer or null',
  numeric_precision: 'a positive integer or null',
  numeric_scale: 'an integer of 0 or more, or null',
};

export interface ParseFieldOptions {
  dialect: Dialect;
  /** On update the name comes from the URL and the type may be left out. */
  mode: 'create' | 'update';
}

/** Checks the shape of one field payload; every problem found goes to `problems`. */
export function parseFieldInput(raw: unknown, options: ParseFieldOptions, problems: Problems): FieldInput | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.add('A field must be an object');
    return null;
  }
  const body = raw as Record<string, unknown>;
  const nameIssue = options.mode === 'create' || body.field !== undefined ? nameProblem('field', body.field, options.dialect) : null;
  if (nameIssue) problems.add(nameIssue);
  const field = typeof body.field === 'string' ? body.field : '';
  const type = parseType(body.type, field, options.mode, problems);
  const schema = parseSchema(body.schema, field, problems);
  const meta = parseMeta(body.meta, FIELD_META_SPEC, 'meta', problems, IGNORED_FIELD_META_KEYS);
  if (type === 'alias' && schema && Object.keys(schema).length > 0)
    problems.add(`Field "${field}" is an alias and has no column: "schema" must be null`);
  checkSpecials(field, type, meta, problems);
  return { field, ...(type ? { type } : {}), schema, meta };
}

function parseType(value: unknown, field: string, mode: 'create' | 'update', problems: Problems): FieldType | undefined {
  if (value === undefined && mode === 'update') return undefined;
  if (typeof value === 'string' && (CREATABLE_TYPES as readonly string[]).includes(value)) return value as FieldType;
  problems.add(`Field "${field}" needs a "type", one of ${CREATABLE_TYPES.join(', ')}`);
  return undefined;
}

function parseSchema(value: unknown, field: string, problems: Problems): FieldSchemaInput | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.add(`"schema" of field "${field}" must be an object or null`);
    return null;
  }
  const schema: FieldSchemaInput = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (READ_ONLY_SCHEMA_KEYS.includes(key)) continue;
    // Own keys only: `schema.hasOwnProperty` is an unknown option, not a function to call.
    const valid = ownValue(SCHEMA_KEYS, key);
    if (!valid) {
      problems.add(`Unknown schema option "${key}" in field "${field}"`);
      continue;
    }
    if (!valid(entry)) {
      problems.add(`"schema.${key}" of field "${field}" must be ${ownValue(SCHEMA_KEY_RULES, key) ?? 'true or false'}`);
      continue;
    }
    // `max_length` wins over its alias when both are sent.
    if (key === 'length' && Object.hasOwn(value as object, 'max_length')) continue;
    assignSchemaKey(schema, key, entry);
  }
  return schema;
}

function assignSchemaKey(schema: FieldSchemaInput, key: string, value: unknown): void {
  switch (key) {
    case 'default_value':
      schema.defaultValue = value;
      return;
    case 'max_length':
    case 'length':
      schema.maxLength = value as number | null;
      return;
    case 'numeric_precision':
      schema.precision = value as number | null;
      return;
    case 'numeric_scale':
      schema.scale = value as number | null;
      return;
    case 'is_nullable':
      schema.nullable = value as boolean;
      return;
    case 'is_unique':
      schema.unique = value as boolean;
      return;
    case 'is_primary_key':
      schema.primary = value as boolean;
      return;
    case 'has_auto_increment':
      schema.autoIncrement = value as boolean;
  }
}

/** Alias flags (o2m, group, …) only on alias fields, and no column flags (hash, uuid, …) on them. */
function checkSpecials(field: string, type: FieldType | undefined, meta: Record<string, unknown> | null, problems: Problems): void {
  if (!type || typeof meta?.special !== 'string') return;
  const flags = meta.special.split(',');
  const wrong =
    type === 'alias'
      ? flags.filter((flag) => !ALIAS_SPECIALS.has(flag) && flag !== 'conceal')
      : flags.filter((flag) => ALIAS_SPECIALS.has(flag));
  if (wrong.length === 0) return;
  problems.add(
    type === 'alias'
      ? `Field "${field}" is an alias: special flags ${wrong.join(', ')} need a column`
      : `Field "${field}" has a column: special flags ${wrong.join(', ')} are for alias fields`,
  );
}
