import type { FieldType } from '@tessera/shared';
import type { DbClient } from '../../db/connection.js';
import type { Geometry } from '../../utils/geometry/geojson.js';
import type { Fragment, Param, SqlPart } from '../sql/fragment.js';

export const DATE_FUNCTIONS = ['year', 'month', 'week', 'day', 'weekday', 'hour', 'minute', 'second'] as const;
export type DateFunction = (typeof DATE_FUNCTIONS)[number];

export type Row = Record<string, unknown>;

export interface RunResult {
  rows: Row[];
  /** Rows inserted, updated or deleted. */
  affected: number;
  /** The auto-increment key of the first inserted row, where the driver reports one. */
  insertId: number | null;
}

/**
 * Everything that differs between the databases, with the same functions in each file
 * (sqlite.ts, postgres.ts, mysql.ts). Nothing outside this folder knows a database brand.
 */
export interface Dialect {
  readonly client: DbClient;
  /** Whether INSERT … RETURNING gives the new keys (else the driver's insert id is used). */
  readonly supportsReturning: boolean;
  /** `column IN (list)` where the whole list is bound as one value (see listValue). */
  inList(column: Fragment, list: Param, negate: boolean): Fragment;
  /** The binding for inList: the list in the form the driver expands or the database unpacks. */
  listValue(values: readonly unknown[]): unknown;
  /** `column LIKE ?` with backslash escapes for the pattern. */
  like(column: Fragment, pattern: Param, negate: boolean): Fragment;
  /** Date part as an integer; weekday is 0 (Sunday) to 6 everywhere. */
  dateFunction(fn: DateFunction, column: Fragment, type: FieldType): Fragment;
  /** Number of elements of a JSON array column; null for other JSON values. */
  jsonLength(column: Fragment): Fragment;
  /** The expression as text, for comparing keys of any type with a many-to-any item column. */
  castText(expression: Fragment): Fragment;
  /**
   * Whether LIMIT/OFFSET values are written into the SQL instead of bound: SQLite runs a statement
   * with `LIMIT ?` about twice as slowly as with a literal (measured with better-sqlite3 12).
   */
  readonly inlinePaging: boolean;
  /** LIMIT/OFFSET clause; either may be absent. */
  limitOffset(limit: SqlPart | null, offset: SqlPart | null): Fragment;
  /** Date and time values as this database stores and compares them. */
  formatDateTime(type: 'dateTime' | 'timestamp', date: Date): string;
  /** The instants a timestamp column holds, when narrower than years 0001-9999 (MySQL's TIMESTAMP ends in 2038). */
  readonly timestampRange: readonly [Date, Date] | null;
  /** `INSERT INTO t <this>` for a row of defaults only. */
  readonly defaultValuesInsert: string;
  /** A geometry as its column stores it: bound on writes and by `_eq`/`_neq` on geometry fields. */
  geometryValue(geometry: Geometry): unknown;
  /** A geometry column in a SELECT list, as readGeometry (query/geometry-value.ts) takes it. */
  selectGeometry(column: Fragment): Fragment;
  /**
   * Whether the geometry in `column` intersects the geometry of the bound GeoJSON text (touching
   * counts), or with `bbox` whether their bounding boxes do.
   */
  geometryIntersects(column: Fragment, geoJson: Param, bbox: boolean): Fragment;
  /** Whether a column of this database type holds booleans natively (else 1/0 are written). */
  isBooleanColumn(dbType: string): boolean;
  /** A value as the driver can bind it (booleans and dates where the driver has no type). */
  bindValue(value: unknown): unknown;
  /** Runs one statement on a raw driver connection. */
  run(connection: unknown, sql: string, bindings: unknown[]): Promise<RunResult>;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `YYYY-MM-DD HH:MM:SS[.mmm]` in UTC: sortable as text and accepted by every database. */
export function utcDateTimeText(date: Date): string {
  const base = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const ms = date.getUTCMilliseconds();
  return ms === 0 ? base : `${base}.${pad(ms, 3)}`;
}
