import { toWkb } from '../../../utils/geometry/wkb.js';
import { sql } from '../../sql/fragment.js';
import type { DialectGeometry } from '../dialect.js';

/** PostGIS columns are `geometry(<kind>, 4326)`, WGS 84, as the reference stores them. */
const SRID = 4326;

export const postgresGeometry: DialectGeometry = {
  async geometryUnsupportedReason(db) {
    const result = await db.raw<{ rows: unknown[] }>("select 1 from pg_extension where extname = 'postgis'");
    return result.rows.length > 0 ? null : 'Geometry fields need the PostGIS extension, which is not installed in this PostgreSQL database';
  },
  // Hex EWKB text is geometry's input form.
  geometryValue: (geometry) => toWkb(geometry, { srid: SRID }).toString('hex'),
  selectGeometry: (column) => column,
  geometryIntersects(column, geoJson, bbox) {
    // CAST: ST_GeomFromGeoJSON has text, json and jsonb forms, so an untyped parameter is ambiguous.
    const value = sql`ST_SetSRID(ST_GeomFromGeoJSON(CAST(${geoJson} AS text)), 4326)`;
    return bbox ? sql`${column} && ${value}` : sql`ST_Intersects(${column}, ${value})`;
  },
};
