import type { Database } from 'better-sqlite3';
import { geoJsonText, parseGeoJson } from '../../../utils/geometry/geojson.js';
import { boxesIntersect, shapeOf, shapesIntersect } from '../../../utils/geometry/intersects.js';
import { raw, sql } from '../../sql/fragment.js';
import type { DialectGeometry } from '../dialect.js';

/**
 * SQLite has no spatial functions; geometry columns hold GeoJSON text. These SQL functions give the
 * geo filter operators what PostGIS and MariaDB have built in:
 *   geo_intersects(a, b)       → 1 when the geometries share a point, else 0 (ST_Intersects);
 *   geo_intersects_bbox(a, b)  → 1 when their bounding boxes do, else 0 (PostGIS `&&`, MBRIntersects).
 * NULL (SQL's unknown) when either side is NULL or not a GeoJSON geometry, as a comparison with
 * NULL would be, so `NOT geo_intersects(…)` leaves such rows out too.
 */
export const SQLITE_GEOMETRY_FUNCTIONS = { intersects: 'geo_intersects', intersectsBbox: 'geo_intersects_bbox' } as const;

/** No spatial types: geometry is stored as canonical GeoJSON text and compared by the functions below. */
export const sqliteGeometry: DialectGeometry = {
  async geometryUnsupportedReason() {
    return null;
  },
  geometryValue: (geometry) => geoJsonText(geometry),
  selectGeometry: (column) => column,
  geometryIntersects: (column, geoJson, bbox) =>
    sql`${raw(bbox ? SQLITE_GEOMETRY_FUNCTIONS.intersectsBbox : SQLITE_GEOMETRY_FUNCTIONS.intersects)}(${column}, ${geoJson})`,
};

type Shape = ReturnType<typeof shapeOf>;

function shapeOfText(value: unknown): Shape | null {
  if (typeof value !== 'string') return null;
  try {
    return shapeOf(parseGeoJson(value, (reason) => new Error(reason)));
  } catch {
    return null;
  }
}

/** The second argument is the filter value, the same text for every row: its shape is kept. */
const CACHE_SIZE = 64;
const valueShapes = new Map<string, Shape | null>();

function shapeOfValue(value: unknown): Shape | null {
  if (typeof value !== 'string') return null;
  const cached = valueShapes.get(value);
  if (cached !== undefined) return cached;
  const shape = shapeOfText(value);
  if (valueShapes.size >= CACHE_SIZE) valueShapes.delete(valueShapes.keys().next().value!);
  valueShapes.set(value, shape);
  return shape;
}

function predicate(test: (a: Shape, b: Shape) => boolean) {
  return (a: unknown, b: unknown): number | null => {
    const shapeA = shapeOfText(a);
    const shapeB = shapeOfValue(b);
    if (!shapeA || !shapeB) return null;
    return test(shapeA, shapeB) ? 1 : 0;
  };
}

/** Registers the functions on one better-sqlite3 connection (each pooled connection needs them). */
export function registerSqliteGeometry(connection: Pick<Database, 'function'>): void {
  const options = { deterministic: true, directOnly: false };
  connection.function(SQLITE_GEOMETRY_FUNCTIONS.intersects, options, predicate(shapesIntersect));
  connection.function(
    SQLITE_GEOMETRY_FUNCTIONS.intersectsBbox,
    options,
    predicate((a, b) => boxesIntersect(a.box, b.box)),
  );
}
