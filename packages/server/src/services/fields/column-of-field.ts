import type { ColumnDefault, ColumnDefinition, ColumnType } from '../../db/dialects/column-definition.js';
import type { FieldOverview } from '../../schema/schema-overview.js';
import { isUuid } from '../../utils/is-uuid.js';
import type { FieldSchemaInput } from './field-input.js';
import { Problems } from './problems.js';

const PRIMARY_KEY_TYPES: readonly ColumnType[] = ['integer', 'bigInteger', 'string', 'uuid'];
const UNIQUE_TYPES: readonly ColumnType[] = [
  'string',
  'hash',
  'text',
  'csv',
  'boolean',
  'integer',
  'bigInteger',
  'float',
  'decimal',
  'date',
  'time',
  'dateTime',
  'timestamp',
  'uuid',
];
const NOW = /^(now\(\)|current_timestamp(\(\))?)$/i;

/**
 * The column a field payload asks for: `base` (the column as it is, on update) with the payload's
 * schema applied, or the data model's defaults on create (nullable, varchar(255), decimal(10, 5)).
 */
export function columnOfField(
  field: string,
  type: ColumnType,
  schema: FieldSchemaInput | null,
  base: ColumnDefinition | null,
  problems: Problems,
): ColumnDefinition {
  const input = schema ?? {};
  const sameType = base?.type === type;
  const primary = input.primary ?? base?.primary ?? false;
  const autoIncrement = input.autoIncrement ?? base?.autoIncrement ?? false;
  const hasLength = type === 'string' || type === 'hash';
  const column: ColumnDefinition = {
    name: field,
    type,
    maxLength: hasLength ? (input.maxLength ?? (sameType ? base.maxLength : null) ?? 255) : null,
    precision: type === 'decimal' ? (input.precision ?? (sameType ? base.precision : null) ?? 10) : null,
    scale: type === 'decimal' ? (input.scale ?? (sameType ? base.scale : null) ?? 5) : null,
    nullable: primary ? false : (input.nullable ?? base?.nullable ?? true),
    default: { kind: 'none' },
    unique: input.unique ?? base?.unique ?? false,
    primary,
    autoIncrement,
  };
  column.default = 'defaultValue' in input ? parseColumnDefault(column, input.defaultValue, problems) : (base?.default ?? { kind: 'none' });
  // The narrowest limits of the three databases (MySQL: varchar of 16383 utf8mb4 characters, decimal(65, 30)).
  if (column.maxLength !== null && column.maxLength > 16_383)
    problems.add(`"schema.max_length" of field "${field}" can be at most 16383; use a text field for longer values`);
  if (column.precision !== null && column.precision > 65) problems.add(`"schema.numeric_precision" of field "${field}" can be at most 65`);
  if (column.scale !== null && column.scale > 30) problems.add(`"schema.numeric_scale" of field "${field}" can be at most 30`);
  if (column.unique && !UNIQUE_TYPES.includes(type))
    problems.add(`Field "${field}" can't be unique: ${type} values can't be compared on every database`);
  if (column.precision !== null && column.scale !== null && column.scale > column.precision) {
    problems.add(`"schema.numeric_scale" of field "${field}" can't be larger than its precision (${column.precision})`);
  }
  if (primary && !PRIMARY_KEY_TYPES.includes(type))
    problems.add(`Field "${field}" can't be a primary key: a key is an integer, bigInteger, string or uuid`);
  if (autoIncrement && (!primary || (type !== 'integer' && type !== 'bigInteger'))) {
    problems.add(`Field "${field}" can only auto-increment as an integer or bigInteger primary key`);
  }
  if (primary && column.default.kind !== 'none') problems.add(`Primary key "${field}" can't have a default value`);
  return column;
}

/** A default value converted for the column's type; problems for values the type can't hold. */
export function parseColumnDefault(column: ColumnDefinition, value: unknown, problems: Problems): ColumnDefault {
  if (value === null || value === undefined) return { kind: 'none' };
  const refuse = (expected: string): ColumnDefault => {
    problems.add(`"schema.default_value" of field "${column.name}" must be ${expected}`);
    return { kind: 'none' };
  };
  const ofValue = (v: string | number | boolean): ColumnDefault => ({ kind: 'value', value: v });
  switch (column.type) {
    case 'string':
    case 'hash':
      if (typeof value !== 'string') return refuse('a string');
      return value.length > (column.maxLength ?? 255) ? refuse(`at most ${column.maxLength ?? 255} characters long`) : ofValue(value);
    case 'text':
      return typeof value === 'string' ? ofValue(value) : refuse('a string');
    case 'csv':
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return ofValue(value.join(','));
      return typeof value === 'string' ? ofValue(value) : refuse('a string or a list of strings');
    case 'boolean':
      if (typeof value === 'boolean') return ofValue(value);
      if (value === 1 || value === '1' || value === 'true') return ofValue(true);
      if (value === 0 || value === '0' || value === 'false') return ofValue(false);
      return refuse('true or false');
    case 'integer':
    case 'bigInteger':
      return isNumeric(value, true) ? ofValue(Number(value)) : refuse('an integer');
    case 'float':
    case 'decimal':
      return isNumeric(value, false) ? ofValue(typeof value === 'number' ? value : String(value)) : refuse('a number');
    case 'timestamp':
    case 'dateTime':
      if (typeof value === 'string' && NOW.test(value)) return { kind: 'now' };
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? ofValue(value) : refuse('a date and time, or "now()"');
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? ofValue(value) : refuse('a date as YYYY-MM-DD');
    case 'time':
      return typeof value === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(value) ? ofValue(value) : refuse('a time as HH:MM:SS');
    case 'uuid':
      return isUuid(value) ? ofValue(value) : refuse('a UUID');
    case 'json':
      return jsonDefault(value, refuse);
    default:
      return refuse('null: binary and geometry fields have no default value');
  }
}

function jsonDefault(value: unknown, refuse: (expected: string) => ColumnDefault): ColumnDefault {
  if (typeof value !== 'string') return { kind: 'value', value: JSON.stringify(value) };
  try {
    JSON.parse(value);
    return { kind: 'value', value };
  } catch {
    return refuse('JSON (an object, array, or a string holding JSON)');
  }
}

function isNumeric(value: unknown, integer: boolean): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && (!integer || Number.isInteger(value));
  return typeof value === 'string' && (integer ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/).test(value.trim());
}

/**
 * The column a field has now, in the terms a change is made in: only the attributes its type
 * has (PostgreSQL reports a precision for integers too) and its default read as its type (SQLite
 * and MariaDB report a boolean default as '0' or 0), so an unchanged field compares equal.
 */
export function columnOfOverview(field: FieldOverview): ColumnDefinition {
  const type = field.type as ColumnType;
  const column: ColumnDefinition = {
    name: field.field,
    type,
    maxLength: type === 'string' || type === 'hash' ? field.maxLength : null,
    precision: type === 'decimal' ? field.precision : null,
    scale: type === 'decimal' ? field.scale : null,
    nullable: field.nullable,
    default: { kind: 'none' },
    unique: field.isUnique,
    primary: field.isPrimaryKey,
    autoIncrement: field.generated,
  };
  if (field.defaultValue === 'CURRENT_TIMESTAMP') column.default = { kind: 'now' };
  else if (field.defaultValue !== null) {
    const problems = new Problems();
    const parsed = parseColumnDefault(column, field.defaultValue, problems);
    // A default this type would not accept from a client (set by plain SQL) is kept as the database has it.
    column.default = problems.isEmpty ? parsed : { kind: 'value', value: field.defaultValue };
  }
  return column;
}
