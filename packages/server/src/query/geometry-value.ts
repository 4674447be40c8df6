import type { FieldType } from '@tessera/shared';
import type { Dialect } from '../db/dialects/dialect.js';
import { invalidPayload } from '../errors/error-helpers.js';
import type { FieldOverview } from '../schema/schema-overview.js';
import { geoJsonText, parseGeoJson, type Geometry } from '../utils/geometry/geojson.js';
import { fromWkb } from '../utils/geometry/wkb.js';
import type { Fail } from './cast-value.js';

/**
 * Geometry values between the API (GeoJSON geometries) and the databases: PostGIS and MariaDB
 * store them natively, SQLite as GeoJSON text (it has no spatial types).
 */

export const isGeometryType = (type: string): boolean => type.startsWith('geometry');

/** A GeoJSON value for a field of `type` → the checked geometry; a `geometry.Point` field takes only Points, etc. */
export function checkGeometry(type: FieldType | string, value: unknown, fail: Fail): Geometry {
  const geometry = parseGeoJson(value, fail);
  const kind = type.startsWith('geometry.') ? type.slice('geometry.'.length) : null;
  if (kind !== null && geometry.type !== kind) throw fail(`has to be a GeoJSON ${kind}, not a ${geometry.type}`);
  return geometry;
}

/** A GeoJSON value for a field of `type` → what its column stores (and `_eq` compares). */
export function castGeometry(type: FieldType, value: unknown, dialect: Dialect, fail: Fail): unknown {
  return dialect.geometryValue(checkGeometry(type, value, fail));
}

/** A payload value of a geometry field that is not GeoJSON (of the field's kind) is INVALID_PAYLOAD naming the field. */
export function checkGeometryPayload(field: FieldOverview, value: unknown, collection: string): void {
  if (!isGeometryType(field.type) || value === null || value === undefined) return;
  checkGeometry(field.type, value, (reason) => invalidPayload(`"${field.field}" ${reason}`, { collection, field: field.field }));
}

/** A geo filter operator's value → the GeoJSON text bound for the database's GeoJSON reader. */
export function geoJsonFilterValue(value: unknown, fail: Fail): string {
  return geoJsonText(parseGeoJson(value, fail));
}

/**
 * A stored geometry as the database driver gives it (dialect.selectGeometry) → a GeoJSON object:
 * hex EWKB text from PostGIS, WKB bytes from MariaDB, GeoJSON text from SQLite. A value that is
 * none of these is answered as it is rather than failing the whole read.
 */
export function readGeometry(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  try {
    if (value instanceof Uint8Array) return fromWkb(value);
    if (typeof value !== 'string') return value;
    if (value.trimStart().startsWith('{')) return JSON.parse(value) as unknown;
    if (/^(?:[0-9a-f]{2})+$/i.test(value)) return fromWkb(Buffer.from(value, 'hex'));
    return value;
  } catch {
    return value;
  }
}
