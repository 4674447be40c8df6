import { wktToGeoJSON } from 'betterknown';
import type { Geometry, Position } from 'geojson';

const GEOMETRY_TYPES = ['Point', 'LineString', 'Polygon', 'MultiPoint', 'MultiLineString', 'MultiPolygon', 'GeometryCollection'];

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) && value.length >= 2 && value.every((part) => typeof part === 'number' && Number.isFinite(part));

/** Nested coordinate arrays of the given depth (0: a position, 1: a list of positions, …). */
function isNested(value: unknown, depth: number): boolean {
  if (depth === 0) return isPosition(value);
  return Array.isArray(value) && value.every((entry) => isNested(entry, depth - 1));
}

const DEPTH: Record<string, number> = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 };

function isGeometry(value: unknown): value is Geometry {
  if (typeof value !== 'object' || value === null) return false;
  const { type, coordinates, geometries } = value as Record<string, unknown>;
  if (typeof type !== 'string' || !GEOMETRY_TYPES.includes(type)) return false;
  if (type === 'GeometryCollection') return Array.isArray(geometries) && geometries.every(isGeometry);
  const depth = DEPTH[type];
  return depth !== undefined && isNested(coordinates, depth);
}

/** A Feature's geometry, or the value itself: the API answers geometry objects, but a map interface may store features. */
function unwrap(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'Feature')
    return (value as { geometry?: unknown }).geometry;
  return value;
}

/**
 * A geometry value from the API as GeoJSON: an object, GeoJSON text or WKT / EWKT text. Anything
 * else (bad JSON, wrong coordinates, unknown types) is null, never an exception.
 */
export function parseGeometry(value: unknown): Geometry | null {
  if (typeof value === 'string') {
    const textValue = value.trim();
    if (textValue === '') return null;
    if (textValue.startsWith('{')) {
      try {
        return parseGeometry(JSON.parse(textValue) as unknown);
      } catch {
        return null;
      }
    }
    try {
      const parsed = wktToGeoJSON(textValue);
      return isGeometry(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  const geometry = unwrap(value);
  return isGeometry(geometry) ? geometry : null;
}

/** Every position of a geometry (for bounds). */
export function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positionsOf);
  }
}
