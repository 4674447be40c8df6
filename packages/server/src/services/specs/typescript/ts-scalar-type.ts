import type { FieldOverview } from '../../../schema/schema-overview.js';
import { isPlainObject } from '../../../utils/is-plain-object.js';
import { stringLiteral } from './ts-names.js';

/** GeoJSON type names per geometry field type; `geometry` alone is any of them. */
const GEOMETRY_TYPES: ReadonlyMap<string, string> = new Map([
  ['geometry', 'GeoJsonGeometry'],
  ['geometry.Point', 'GeoJsonPoint'],
  ['geometry.LineString', 'GeoJsonLineString'],
  ['geometry.Polygon', 'GeoJsonPolygon'],
  ['geometry.MultiPoint', 'GeoJsonMultiPoint'],
  ['geometry.MultiLineString', 'GeoJsonMultiLineString'],
  ['geometry.MultiPolygon', 'GeoJsonMultiPolygon'],
]);

/** Interfaces whose choices are the only values a field takes (unless `allowOther` is set). */
const CHOICE_INTERFACES: ReadonlySet<string> = new Set(['select-dropdown', 'select-radio']);

/**
 * The TypeScript type of a field's values as the server answers them (query/read-value.ts):
 * integers and floats as numbers, bigIntegers as numbers up to 2^53 and strings beyond, decimals
 * as strings (on every database), dates and times as strings, JSON parsed (`unknown`), CSV as
 * string arrays, geometry as GeoJSON. Without `| null`: nullability is added by the caller.
 */
export function scalarType(field: FieldOverview): string {
  if (field.special.includes('conceal')) return 'string';
  if (field.special.includes('cast-boolean')) return 'boolean';
  const geometry = GEOMETRY_TYPES.get(field.type);
  if (geometry) return geometry;
  const base = baseType(field);
  return choicesType(field, base) ?? base;
}

function baseType(field: FieldOverview): string {
  switch (field.type) {
    case 'boolean':
      return 'boolean';
    case 'integer':
    case 'float':
      return 'number';
    case 'bigInteger':
      return 'number | string';
    case 'csv':
      return 'string[]';
    case 'json':
    case 'unknown':
    case 'alias':
      return 'unknown';
    case 'decimal':
    case 'string':
    case 'text':
    case 'uuid':
    case 'hash':
    case 'binary':
    case 'date':
    case 'time':
    case 'dateTime':
    case 'timestamp':
      return 'string';
    default:
      return field.special.includes('cast-json') ? 'unknown' : 'string';
  }
}

/** `'draft' | 'published'` from a dropdown's or radio's choices, when they fit the field's type. */
function choicesType(field: FieldOverview, base: string): string | null {
  const meta = field.meta;
  if (!meta || typeof meta.interface !== 'string' || !CHOICE_INTERFACES.has(meta.interface)) return null;
  const options = meta.options;
  if (!isPlainObject(options) || options.allowOther === true || !Array.isArray(options.choices) || options.choices.length === 0)
    return null;
  const literals: string[] = [];
  for (const choice of options.choices as unknown[]) {
    const value = isPlainObject(choice) ? choice.value : undefined;
    if (base === 'string' && typeof value === 'string') literals.push(stringLiteral(value));
    else if (base === 'number' && typeof value === 'number' && Number.isFinite(value)) literals.push(String(value));
    else return null;
  }
  return [...new Set(literals)].join(' | ');
}
