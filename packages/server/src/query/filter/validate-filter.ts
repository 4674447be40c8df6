import { invalidQuery } from '../../errors/error-helpers.js';
import type { Filter } from '../query.js';

const LIST_OPERATORS = new Set(['_in', '_nin']);
const PAIR_OPERATORS = new Set(['_between', '_nbetween']);
const BOOLEAN_OPERATORS = new Set(['_null', '_nnull', '_empty', '_nempty']);
const GEO_OPERATORS = new Set(['_intersects', '_nintersects', '_intersects_bbox', '_nintersects_bbox']);

/**
 * The value rules of api-reference section 4 that need no schema: lists non-empty, booleans for
 * `_null`/`_empty`, primitives elsewhere, no empty strings, numbers finite and safe.
 */
export function validateFilter(filter: Filter, option = 'filter'): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '_and' || key === '_or') {
      for (const child of value as Filter[]) validateFilter(child, option);
    } else if (key === '_some' || key === '_none') {
      validateFilter(value as Filter, option);
    } else if (LIST_OPERATORS.has(key)) {
      if (!Array.isArray(value) || value.length === 0) throw invalidQuery(`"${key}" has to be an array of values`);
      for (const item of value) if (item !== null) validatePrimitive(item, key);
    } else if (PAIR_OPERATORS.has(key)) {
      if (!Array.isArray(value) || value.length !== 2) throw invalidQuery(`"${key}" has to be an array of two values`);
      for (const item of value) validatePrimitive(item, key);
    } else if (BOOLEAN_OPERATORS.has(key)) {
      if (typeof value !== 'boolean') throw invalidQuery(`"${key}" has to be a boolean`);
    } else if (GEO_OPERATORS.has(key)) {
      // parseFilter passes GeoJSON objects on as JSON text; the geometry itself is checked as it is bound.
      if (typeof value !== 'string' || value === '') throw invalidQuery(`"${key}" has to be a GeoJSON geometry`);
    } else if (key.startsWith('_')) {
      if (value !== null) validatePrimitive(value, key);
    } else {
      validateFilter(value as Filter, option);
    }
  }
}

function validatePrimitive(value: unknown, key: string): void {
  if (value instanceof Date) return;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw invalidQuery(`The filter value for "${key}" has to be a string, number, or boolean`);
  }
  if (typeof value === 'number' && (Number.isNaN(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER)) {
    throw invalidQuery(`The filter value for "${key}" is not a valid number`);
  }
  if (value === '') throw invalidQuery(`You can't filter for an empty string in "${key}". Use "_empty" or "_nempty" instead`);
}
