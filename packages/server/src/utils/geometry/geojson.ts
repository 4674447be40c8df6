/**
 * GeoJSON geometries (RFC 7946 section 3.1) as the API takes and answers them: two-dimensional
 * positions `[x, y]` (longitude, latitude in SRID 4326), checked and reduced to `type` and
 * `coordinates` (or `geometries`), so the same value is stored and compared on every database.
 */

export type Position = [number, number];

export type Geometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPoint'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] }
  | { type: 'GeometryCollection'; geometries: Geometry[] };

export type GeometryType = Geometry['type'];

export const GEOMETRY_TYPES: readonly GeometryType[] = [
  'Point',
  'LineString',
  'Polygon',
  'MultiPoint',
  'MultiLineString',
  'MultiPolygon',
  'GeometryCollection',
];

/** Nesting of collections inside collections is allowed up to this depth. */
const MAX_COLLECTION_DEPTH = 8;

type Fail = (reason: string) => Error;

/** A GeoJSON geometry, as an object or JSON text → the checked geometry; `fail(reason)` otherwise. */
export function parseGeoJson(value: unknown, fail: Fail): Geometry {
  let input = value;
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input);
    } catch {
      throw fail('has to be a GeoJSON geometry (an object or its JSON text)');
    }
  }
  return geometryOf(input, fail, 0);
}

/** The canonical JSON text of a checked geometry (what SQLite stores and filters compare). */
export function geoJsonText(geometry: Geometry): string {
  return JSON.stringify(geometry);
}

function geometryOf(input: unknown, fail: Fail, depth: number): Geometry {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw fail('has to be a GeoJSON geometry object');
  const object = input as Record<string, unknown>;
  const type = object.type;
  if (typeof type !== 'string' || !(GEOMETRY_TYPES as readonly string[]).includes(type)) {
    throw fail(`has to be a GeoJSON geometry: "type" must be one of ${GEOMETRY_TYPES.join(', ')}`);
  }
  if (type === 'GeometryCollection') {
    if (depth >= MAX_COLLECTION_DEPTH) throw fail('has GeometryCollections nested too deeply');
    const members = object.geometries;
    if (!Array.isArray(members) || members.length === 0)
      throw fail('has to be a GeoJSON GeometryCollection with a non-empty "geometries" array');
    return { type, geometries: members.map((member) => geometryOf(member, fail, depth + 1)) };
  }
  const coordinates = object.coordinates;
  const where = `the "coordinates" of a GeoJSON ${type}`;
  switch (type) {
    case 'Point':
      return { type, coordinates: position(coordinates, fail, where) };
    case 'LineString':
      return { type, coordinates: line(coordinates, fail, where) };
    case 'Polygon':
      return { type, coordinates: polygon(coordinates, fail, where) };
    case 'MultiPoint':
      return { type, coordinates: list(coordinates, fail, where).map((item) => position(item, fail, where)) };
    case 'MultiLineString':
      return { type, coordinates: list(coordinates, fail, where).map((item) => line(item, fail, where)) };
    default:
      return { type: 'MultiPolygon', coordinates: list(coordinates, fail, where).map((item) => polygon(item, fail, where)) };
  }
}

function list(value: unknown, fail: Fail, where: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0) throw fail(`has to be a GeoJSON geometry: ${where} must be a non-empty array`);
  return value;
}

function position(value: unknown, fail: Fail, where: string): Position {
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    throw fail(`has to be a GeoJSON geometry: positions in ${where} must be [x, y] pairs of finite numbers`);
  }
  return [value[0] as number, value[1] as number];
}

function line(value: unknown, fail: Fail, where: string): Position[] {
  const positions = list(value, fail, where).map((item) => position(item, fail, where));
  if (positions.length < 2) throw fail(`has to be a GeoJSON geometry: a line in ${where} needs at least two positions`);
  return positions;
}

function polygon(value: unknown, fail: Fail, where: string): Position[][] {
  return list(value, fail, where).map((item) => {
    const ring = list(item, fail, where).map((point) => position(point, fail, where));
    const first = ring[0]!;
    const last = ring[ring.length - 1]!;
    if (ring.length < 4 || first[0] !== last[0] || first[1] !== last[1]) {
      throw fail(
        `has to be a GeoJSON geometry: each ring in ${where} must be closed (its last position equal to its first) and have at least four positions`,
      );
    }
    return ring;
  });
}
