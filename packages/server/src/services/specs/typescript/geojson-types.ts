/** GeoJSON geometry types (RFC 7946), declared once in a generated file that has a geometry field. */
export const GEOJSON_DECLARATIONS = `/** A GeoJSON position: longitude, latitude (and optional altitude). */
export type GeoJsonPosition = number[];
export interface GeoJsonPoint {
  type: "Point";
  coordinates: GeoJsonPosition;
}
export interface GeoJsonLineString {
  type: "LineString";
  coordinates: GeoJsonPosition[];
}
export interface GeoJsonPolygon {
  type: "Polygon";
  coordinates: GeoJsonPosition[][];
}
export interface GeoJsonMultiPoint {
  type: "MultiPoint";
  coordinates: GeoJsonPosition[];
}
export interface GeoJsonMultiLineString {
  type: "MultiLineString";
  coordinates: GeoJsonPosition[][];
}
export interface GeoJsonMultiPolygon {
  type: "MultiPolygon";
  coordinates: GeoJsonPosition[][][];
}
export type GeoJsonGeometry =
  | GeoJsonPoint
  | GeoJsonLineString
  | GeoJsonPolygon
  | GeoJsonMultiPoint
  | GeoJsonMultiLineString
  | GeoJsonMultiPolygon;
`;
