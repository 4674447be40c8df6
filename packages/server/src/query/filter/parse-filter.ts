import { invalidQuery } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { Filter, FilterValue } from '../query.js';
import { isDynamicVariable, resolveDynamicVariable, type DynamicContext } from './dynamic-variables.js';
import { validateFilter } from './validate-filter.js';

export interface ParseFilterOptions {
  accountability?: Accountability | null;
  now?: Date;
  context?: DynamicContext;
  /** The option named in error messages (`filter`, `deep.tags._filter`). */
  option?: string;
}

const LIST_OPERATORS = new Set(['_in', '_nin', '_between', '_nbetween']);
const GEO_OPERATORS = new Set(['_intersects', '_nintersects', '_intersects_bbox', '_nintersects_bbox']);

/**
 * A filter as clients send it (JSON text or the nested object qs builds from `filter[a][_eq]=1`)
 * → a tree where every object has exactly one key, string values converted ("true", "null", CSV
 * lists), dynamic variables resolved and logical operators hoisted, then validated.
 */
export function parseFilter(raw: unknown, options: ParseFilterOptions = {}): Filter | null {
  const option = options.option ?? 'filter';
  let input = raw;
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input);
    } catch {
      throw invalidQuery(`"${option}" must be valid JSON`);
    }
  }
  if (input === null || input === undefined) return null;
  if (typeof input !== 'object' || Array.isArray(input)) throw invalidQuery(`"${option}" must be of type object`);
  const values = { accountability: options.accountability ?? null, now: options.now ?? new Date(), context: options.context ?? {} };
  const parsed = parseNode(input as Record<string, unknown>, values, option);
  if (Object.keys(parsed).length === 0) return null;
  const hoisted = hoistLogical(parsed);
  validateFilter(hoisted, option);
  return hoisted;
}

interface ValueContext {
  accountability: Accountability | null;
  now: Date;
  context: DynamicContext;
}

function parseNode(node: unknown, values: ValueContext, option: string): Filter {
  if (node === null || typeof node !== 'object' || node instanceof Date) return { _eq: parseValue(node, values) };
  if (Array.isArray(node)) throw invalidQuery(`"${option}" has an array where an object is expected`);
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => parseEntry(key, value, values, option));
  if (entries.length === 0) return {};
  if (entries.length === 1) return entries[0]!;
  return { _and: entries };
}

function parseEntry(key: string, value: unknown, values: ValueContext, option: string): Filter {
  if (key === '_and' || key === '_or') {
    const list = Array.isArray(value) ? value : value !== null && typeof value === 'object' ? Object.values(value) : null;
    if (!list) throw invalidQuery(`"${key}" has to be an array of filters`);
    return { [key]: list.map((child) => parseNode(child, values, option)) };
  }
  if (LIST_OPERATORS.has(key)) return { [key]: toList(value).map((item) => parseValue(item, values)) };
  if (GEO_OPERATORS.has(key)) return { [key]: geoJsonText(value) as FilterValue };
  if (key === '_eq' || key === '_neq') return { [key]: parseValue(geoJsonText(value), values) };
  if (key === '_some' || key === '_none') return { [key]: parseNode(value, values, option) };
  if (key.startsWith('_')) return { [key]: parseValue(value, values) };
  // `item__headings` is the querystring-safe spelling of the many-to-any scope `item:headings`.
  const field = key.startsWith('item__') ? `item:${key.slice('item__'.length)}` : key;
  return { [field]: parseNode(value, values, option) };
}

function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',');
  // qs turns `_in[0]=a&_in[1]=b` into an array, but `_in[5]=a` into an object.
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return Object.values(value);
  return [value];
}

/**
 * GeoJSON objects (geo operators, `_eq` on geometry) travel as their JSON text: one bound value
 * rather than a tree that would count towards the relational depth and shape the plan cache.
 */
function geoJsonText(value: unknown): unknown {
  const isGeoJson =
    value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string';
  return isGeoJson ? JSON.stringify(value) : value;
}

function parseValue(value: unknown, values: ValueContext): FilterValue {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'null' || value === 'NULL') return null;
  if (isDynamicVariable(value)) return resolveDynamicVariable(value, values.accountability, values.now, values.context) as FilterValue;
  return value as FilterValue;
}

/** `{author: {_or: [a, b]}}` → `{_or: [{author: a}, {author: b}]}`, as the reference does. */
function hoistLogical(filter: Filter): Filter {
  const key = Object.keys(filter)[0];
  if (!key) return filter;
  const value = filter[key];
  if (key === '_and' || key === '_or') return { [key]: (value as Filter[]).map(hoistLogical) };
  if (key.startsWith('_') || value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return filter;
  const childKey = Object.keys(value)[0];
  if (childKey === '_and' || childKey === '_or') {
    return { [childKey]: ((value as Filter)[childKey] as Filter[]).map((child) => ({ [key]: hoistLogical(child) })) };
  }
  return { [key]: hoistLogical(value as Filter) };
}
