import { geoJSONToWkt } from 'betterknown';
import type { Geometry, LineString, Point, Polygon } from 'geojson';
import { parseGeometry } from '../../layouts/map/geometry.js';

/** The geometry kinds a field can be restricted to (`geometry.Point` … or the `geometryType` option). */
export const GEOMETRY_TYPES = ['Point', 'LineString', 'Polygon', 'MultiPoint', 'MultiLineString', 'MultiPolygon'] as const;
export type GeometryType = (typeof GEOMETRY_TYPES)[number];

/** The geometry column types: any geometry, then one per kind (`geometry.Point` …), as the API names them. */
export const GEOMETRY_FIELD_TYPES: readonly string[] = ['geometry', ...GEOMETRY_TYPES.map((type) => `geometry.${type}`)];

/** What the map draws: one shape at a time, named as terra-draw names its modes. */
export type DrawShape = 'point' | 'linestring' | 'polygon';
export type SimpleGeometry = Point | LineString | Polygon;

const isGeometryType = (value: unknown): value is GeometryType => GEOMETRY_TYPES.includes(value as GeometryType);

/**
 * The kind a field takes: the subtype of its column type (`geometry.Polygon`), else the interface's
 * `geometryType` option (for `geometry`, json and text columns); null for any geometry.
 */
export function geometryTypeOf(fieldType: string, options: Record<string, unknown>): GeometryType | null {
  if (fieldType.startsWith('geometry.')) {
    const subtype = fieldType.slice('geometry.'.length);
    return isGeometryType(subtype) ? subtype : null;
  }
  return isGeometryType(options.geometryType) ? options.geometryType : null;
}

const SHAPE_OF: Record<GeometryType, DrawShape> = {
  Point: 'point',
  MultiPoint: 'point',
  LineString: 'linestring',
  MultiLineString: 'linestring',
  Polygon: 'polygon',
  MultiPolygon: 'polygon',
};

/** The shapes the map offers to draw for a kind (all three for any geometry). */
export function drawShapesFor(type: GeometryType | null): DrawShape[] {
  return type ? [SHAPE_OF[type]] : ['point', 'linestring', 'polygon'];
}

/** Whether several shapes make up one value (a Multi… kind or any geometry), or a new one replaces the last. */
export const isMultiple = (type: GeometryType | null): boolean => type === null || type.startsWith('Multi');

/** A geometry as the simple shapes the map edits: a MultiPolygon is its polygons, a collection its members' shapes. */
export function toSimpleGeometries(geometry: Geometry): SimpleGeometry[] {
  switch (geometry.type) {
    case 'Point':
    case 'LineString':
    case 'Polygon':
      return [geometry];
    case 'MultiPoint':
      return geometry.coordinates.map((coordinates) => ({ type: 'Point', coordinates }));
    case 'MultiLineString':
      return geometry.coordinates.map((coordinates) => ({ type: 'LineString', coordinates }));
    case 'MultiPolygon':
      return geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));
    case 'GeometryCollection':
      return geometry.geometries.flatMap(toSimpleGeometries);
  }
}

/**
 * The value of the shapes on the map for a field of `type`: null when there are none; the last one
 * for a single kind; a Multi… of those of its shape; for any geometry the one shape, or a
 * GeometryCollection of several.
 */
export function fromSimpleGeometries(shapes: readonly SimpleGeometry[], type: GeometryType | null): Geometry | null {
  if (type === null) {
    if (shapes.length === 0) return null;
    return shapes.length === 1 ? shapes[0]! : { type: 'GeometryCollection', geometries: [...shapes] };
  }
  const fitting = shapes.filter((shape) => shape.type === type.replace('Multi', ''));
  if (fitting.length === 0) return null;
  switch (type) {
    case 'MultiPoint':
      return { type, coordinates: fitting.map((shape) => (shape as Point).coordinates) };
    case 'MultiLineString':
      return { type, coordinates: fitting.map((shape) => (shape as LineString).coordinates) };
    case 'MultiPolygon':
      return { type, coordinates: fitting.map((shape) => (shape as Polygon).coordinates) };
    default:
      return fitting[fitting.length - 1]!;
  }
}

/** Text columns hold WKT, as the reference's map interface writes them; geometry and json columns the GeoJSON object. */
const isTextColumn = (fieldType: string) => fieldType === 'string' || fieldType === 'text';

/** A geometry as the field's column takes it through the API. */
export function toFieldValue(geometry: Geometry | null, fieldType: string): unknown {
  if (geometry === null) return null;
  return isTextColumn(fieldType) ? geoJSONToWkt(geometry) : geometry;
}

export type ReadResult = { geometry: Geometry | null; problem: null } | { geometry: Geometry | null; problem: 'unreadable' | 'wrongType' };

/** A stored value as a geometry, and what is wrong with it: unreadable, or of another kind than the field takes. */
export function readFieldValue(value: unknown, type: GeometryType | null): ReadResult {
  if (value === null || value === undefined || value === '') return { geometry: null, problem: null };
  const geometry = parseGeometry(value);
  if (!geometry) return { geometry: null, problem: 'unreadable' };
  if (type !== null && geometry.type !== type) return { geometry, problem: 'wrongType' };
  return { geometry, problem: null };
}

/** A geometry as the text the GeoJSON editor shows. */
export const geometryText = (geometry: Geometry | null): string => (geometry ? JSON.stringify(geometry, null, 2) : '');

export type TextResult =
  { geometry: Geometry | null; problem: null } | { geometry: null; problem: 'invalidJson' | 'notGeometry' | 'wrongType' };

/** Text typed into the GeoJSON editor: empty is no value; otherwise a geometry of the field's kind. */
export function parseGeometryText(text: string, type: GeometryType | null): TextResult {
  if (text.trim() === '') return { geometry: null, problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { geometry: null, problem: 'invalidJson' };
  }
  const geometry = parseGeometry(parsed);
  if (!geometry) return { geometry: null, problem: 'notGeometry' };
  if (type !== null && geometry.type !== type) return { geometry: null, problem: 'wrongType' };
  return { geometry, problem: null };
}
