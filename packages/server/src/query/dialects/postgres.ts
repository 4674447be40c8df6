import type { ClientBase } from 'pg';
import { toWkb } from '../../utils/geometry/wkb.js';
import { raw, sql } from '../sql/fragment.js';
import type { DateFunction, Dialect, Row, RunResult } from './dialect.js';
import { utcDateTimeText } from './dialect.js';

const PARTS: Record<DateFunction, string> = { year: 'YEAR', month: 'MONTH', week: 'WEEK', day: 'DAY', weekday: 'DOW', hour: 'HOUR', minute: 'MINUTE', second: 'SECOND' };

export const postgresDialect: Dialect = {
  client: 'pg',
  supportsReturning: true,
  inlinePaging: false,
  // One array parameter: the statement text does not change with the number of keys.
  inList: (column, list, negate) => (negate ? sql`NOT (${column} = ANY(${list}))` : sql`${column} = ANY(${list})`),
  listValue: (values) => [...values],
  like: (column, pattern, negate) => sql`${column} ${raw(negate ? 'NOT LIKE' : 'LIKE')} ${pattern}`,
  dateFunction(fn, column, type) {
    // timestamptz values are read in UTC whatever the session time zone.
    const value = type === 'timestamp' ? sql`(${column} AT TIME ZONE 'UTC')` : column;
    return sql`CAST(FLOOR(EXTRACT(${raw(PARTS[fn])} FROM ${value})) AS INTEGER)`;
  },
  jsonLength: (column) => sql`CASE WHEN json_typeof(CAST(${column} AS json)) = 'array' THEN json_array_length(CAST(${column} AS json)) END`,
  castText: (expression) => sql`CAST(${expression} AS TEXT)`,
  limitOffset(limit, offset) {
    if (limit && offset) return sql`LIMIT ${limit} OFFSET ${offset}`;
    if (limit) return sql`LIMIT ${limit}`;
    if (offset) return sql`OFFSET ${offset}`;
    return raw('');
  },
  defaultValuesInsert: 'DEFAULT VALUES',
  // Hex EWKB text is geometry's input form; PostGIS columns are geometry(<kind>, 4326), WGS 84.
  geometryValue: (geometry) => toWkb(geometry, { kind: 'ewkb', srid: 4326 }).toString('hex'),
  selectGeometry: (column) => column,
  geometryIntersects(column, geoJson, bbox) {
    // CAST: ST_GeomFromGeoJSON has text, json and jsonb forms, so an untyped parameter is ambiguous.
    const value = sql`ST_SetSRID(ST_GeomFromGeoJSON(CAST(${geoJson} AS text)), 4326)`;
    return bbox ? sql`${column} && ${value}` : sql`ST_Intersects(${column}, ${value})`;
  },
  isBooleanColumn: (dbType) => /bool/i.test(dbType),
  timestampRange: null,
  formatDateTime: (type, date) => (type === 'timestamp' ? date.toISOString() : utcDateTimeText(date)),
  bindValue: (value) => (value === undefined ? null : value),
  async run(connection, text, bindings): Promise<RunResult> {
    const result = await (connection as ClientBase).query<Row>({ text, values: bindings });
    return { rows: result.rows ?? [], affected: result.rowCount ?? 0, insertId: null };
  },
};
