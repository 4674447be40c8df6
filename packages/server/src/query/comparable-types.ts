import { isGeometryType } from './geometry-value.js';

/**
 * What every engine can do with a column of a field type, so a query that one engine cannot run
 * is refused up front (INVALID_QUERY) on all of them instead of failing in the database (500).
 * PostgreSQL has no ordering or equality for `json`, and no MIN/MAX for `boolean` or `uuid`;
 * geometry has no meaningful order anywhere; alias fields have no column at all.
 */
export function canOrderBy(type: string): boolean {
  return type !== 'json' && type !== 'alias' && !isGeometryType(type);
}

/** GROUP BY and COUNT(DISTINCT …) need equality: every column type but `json` (geometry compares by value). */
export function canCompareEqual(type: string): boolean {
  return type !== 'json' && type !== 'alias';
}

/** MIN and MAX: ordered types, except the two PostgreSQL has no MIN/MAX for. */
export function canTakeMinMax(type: string): boolean {
  return canOrderBy(type) && type !== 'boolean' && type !== 'uuid';
}
