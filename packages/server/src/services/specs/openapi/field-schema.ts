import type { FieldOverview } from '../../../schema/schema-overview.js';
import type { JsonSchema } from './openapi-types.js';

/** Interfaces whose `choices` are the only values a field takes (unless `allowOther`). */
const CHOICE_INTERFACES: ReadonlySet<string> = new Set([
  'select-dropdown',
  'select-radio',
  'select-multiple-checkboxes',
  'select-multiple-dropdown',
]);

/** A GeoJSON geometry as the server answers and takes it (RFC 7946). */
export const GEOJSON_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { type: { type: 'string' }, coordinates: { type: 'array' } },
  required: ['type'],
};

/**
 * What a value of `field` looks like in answers and payloads, as read-value.ts writes it: integers
 * as numbers, big integers as numbers or (beyond 2^53) strings, decimals as strings, dates and times
 * as strings, csv as a list of strings, json as anything, concealed and hashed values as strings.
 */
export function valueSchema(field: Pick<FieldOverview, 'type' | 'special'>): JsonSchema {
  if (field.special.includes('conceal') || field.type === 'hash') return { type: 'string' };
  if (field.type.startsWith('geometry')) return { ...GEOJSON_SCHEMA };
  switch (field.type) {
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
      return { type: 'integer' };
    case 'bigInteger':
      return { type: ['integer', 'string'], format: 'int64' };
    case 'float':
      return { type: 'number' };
    case 'decimal':
      return { type: ['string', 'number'] };
    case 'csv':
      return { type: 'array', items: { type: 'string' } };
    case 'json':
      return {};
    case 'uuid':
      return { type: 'string', format: 'uuid' };
    case 'timestamp':
    case 'dateTime':
      return { type: 'string', format: 'date-time' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'time':
      return { type: 'string', format: 'time' };
    case 'binary':
      return { type: 'string', format: 'binary' };
    case 'string':
    case 'text':
      return { type: 'string' };
    default:
      return field.special.includes('cast-json') ? {} : { type: 'string' };
  }
}

/**
 * The schema of a field's value, with `null` allowed when the column is nullable, and `enum` from
 * the interface's choices when only those may be chosen (an array field: each item's enum).
 */
export function fieldSchema(field: FieldOverview): JsonSchema {
  const schema = valueSchema(field);
  const choices = choiceValues(field);
  if (choices) {
    const items = schema.type === 'array' ? (schema.items as JsonSchema) : null;
    if (items) schema.items = { ...items, enum: choices };
    else if ('type' in schema) schema.enum = field.nullable ? [...choices, null] : choices;
  }
  if (field.nullable && !field.isPrimaryKey) allowNull(schema);
  const note = field.meta?.note;
  if (typeof note === 'string' && note !== '') schema.description = note;
  return schema;
}

/** Adds `null` to a schema's types; a schema without `type` (json) takes null already. */
export function allowNull(schema: JsonSchema): void {
  const type = schema.type;
  if (type === undefined) return;
  const types = Array.isArray(type) ? (type as string[]) : [type as string];
  if (!types.includes('null')) schema.type = [...types, 'null'];
}

function choiceValues(field: FieldOverview): unknown[] | null {
  const meta = field.meta;
  if (!meta || typeof meta.interface !== 'string' || !CHOICE_INTERFACES.has(meta.interface)) return null;
  const options = meta.options;
  if (!options || typeof options !== 'object' || Array.isArray(options)) return null;
  const { choices, allowOther } = options as { choices?: unknown; allowOther?: unknown };
  if (allowOther === true || !Array.isArray(choices) || choices.length === 0) return null;
  const values = choices
    .map((choice) => (choice && typeof choice === 'object' && 'value' in choice ? (choice as { value: unknown }).value : undefined))
    .filter((value) => value !== undefined && value !== null && typeof value !== 'object');
  return values.length > 0 ? [...new Set(values)] : null;
}
