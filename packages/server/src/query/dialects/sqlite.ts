import type { Database, Statement } from 'better-sqlite3';
import { SQLITE_GEOMETRY_FUNCTIONS } from '../../db/sqlite-geometry.js';
import { geoJsonText } from '../../utils/geometry/geojson.js';
import { raw, sql } from '../sql/fragment.js';
import { utcDateTimeText, type DateFunction, type Dialect, type Row, type RunResult } from './dialect.js';

const FORMATS: Record<DateFunction, string> = { year: '%Y', month: '%m', week: '%V', day: '%d', weekday: '%w', hour: '%H', minute: '%M', second: '%S' };
const STATEMENT_CACHE_SIZE = 500;
const statements = new WeakMap<Database, Map<string, Statement>>();
const BIG_INTEGER_COLUMN = /^(bigint|int8)\b/i;
/** Statements reading a bigint column: their integers come as BigInts (see exactIntegers). */
const exactStatements = new WeakSet<Statement>();

/** Prepared once per connection and SQL text, as PERFORMANCE.md asks; bounded, oldest dropped first. */
function prepare(connection: Database, text: string): Statement {
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) {
    statement = connection.prepare(text);
    if (statement.reader && statement.columns().some((column) => column.type !== null && BIG_INTEGER_COLUMN.test(column.type))) {
      statement.safeIntegers(true);
      exactStatements.add(statement);
    }
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(text, statement);
  }
  return statement;
}

export const sqliteDialect: Dialect = {
  client: 'sqlite3',
  supportsReturning: true,
  inlinePaging: true,
  // The list travels as one JSON text, so the statement is the same whatever its length.
  inList: (column, list, negate) => sql`${column} ${raw(negate ? 'NOT IN' : 'IN')} (SELECT value FROM json_each(${list}))`,
  listValue: (values) => JSON.stringify(values),
  // SQLite's LIKE has no default escape character: https://www.sqlite.org/lang_expr.html#like
  like: (column, pattern, negate) => sql`${column} ${raw(negate ? 'NOT LIKE' : 'LIKE')} ${pattern} ESCAPE '\\'`,
  dateFunction(fn, column) {
    // Rows written through knex hold dates as epoch milliseconds; others hold ISO text.
    const value = sql`CASE WHEN typeof(${column}) IN ('integer', 'real') THEN datetime(${column} / 1000, 'unixepoch') ELSE ${column} END`;
    return sql`CAST(strftime('${raw(FORMATS[fn])}', ${value}) AS INTEGER)`;
  },
  jsonLength: (column) => sql`CASE WHEN json_type(${column}) = 'array' THEN json_array_length(${column}) END`,
  castText: (expression) => sql`CAST(${expression} AS TEXT)`,
  limitOffset(limit, offset) {
    if (limit && offset) return sql`LIMIT ${limit} OFFSET ${offset}`;
    if (limit) return sql`LIMIT ${limit}`;
    if (offset) return sql`LIMIT -1 OFFSET ${offset}`;
    return raw('');
  },
  defaultValuesInsert: 'DEFAULT VALUES',
  // No spatial types: geometry is stored as canonical GeoJSON text, compared by functions of db/sqlite-geometry.ts.
  geometryValue: (geometry) => geoJsonText(geometry),
  selectGeometry: (column) => column,
  geometryIntersects: (column, geoJson, bbox) =>
    sql`${raw(bbox ? SQLITE_GEOMETRY_FUNCTIONS.intersectsBbox : SQLITE_GEOMETRY_FUNCTIONS.intersects)}(${column}, ${geoJson})`,
  isBooleanColumn: (dbType) => /bool/i.test(dbType),
  timestampRange: null,
  formatDateTime: (_type, date) => utcDateTimeText(date),
  bindValue(value) {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return utcDateTimeText(value);
    if (value === undefined) return null;
    return value;
  },
  async run(connection, text, bindings): Promise<RunResult> {
    const statement = prepare(connection as Database, text);
    if (statement.reader) {
      const rows = statement.all(bindings) as Row[];
      if (exactStatements.has(statement)) exactIntegers(rows);
      return { rows, affected: rows.length, insertId: null };
    }
    const result = statement.run(bindings);
    return { rows: [], affected: result.changes, insertId: Number(result.lastInsertRowid) };
  },
};


/**
 * Statements that read a bigint column get integers as BigInts, so values past 2^53 keep every
 * digit: those are answered as strings (as PostgreSQL and MySQL give them), the rest as numbers.
 */
function exactIntegers(rows: Row[]): void {
  for (const row of rows) {
    for (const key in row) {
      const value = row[key];
      if (typeof value === 'bigint') row[key] = Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
    }
  }
}
