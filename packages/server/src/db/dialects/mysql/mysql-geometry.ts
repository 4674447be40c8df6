import { toWkb } from '../../../utils/geometry/wkb.js';
import { raw, sql } from '../../sql/fragment.js';
import type { DialectGeometry } from '../dialect.js';

export const mysqlGeometry: DialectGeometry = {
  async geometryUnsupportedReason() {
    return null;
  },
  // Geometry columns hold a 4-byte little-endian SRID, then plain WKB
  // (https://mariadb.com/kb/en/well-known-binary-wkb-format/); ST_GeomFromGeoJSON gives SRID 0, so writes do too.
  geometryValue: (geometry) => Buffer.concat([Buffer.alloc(4), toWkb(geometry)]),
  // mysql2 would parse geometry into {x, y} objects that lose the kind (a LineString reads like a MultiPoint).
  selectGeometry: (column) => sql`ST_AsBinary(${column})`,
  geometryIntersects: (column, geoJson, bbox) =>
    sql`${raw(bbox ? 'MBRIntersects' : 'ST_Intersects')}(${column}, ST_GeomFromGeoJSON(${geoJson}))`,
};
