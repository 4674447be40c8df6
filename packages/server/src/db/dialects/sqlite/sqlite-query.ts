import { raw, sql } from '../../sql/fragment.js';
import type { DateFunction, DialectQuery } from '../dialect.js';
import { utcDateTimeText } from '../utc-date-time-text.js';

const FORMATS: Record<DateFunction, string> = {
  year: '%Y',
  month: '%m',
  week: '%V',
  day: '%d',
  weekday: '%w',
  hour: '%H',
  minute: '%M',
  second: '%S',
};

export const sqliteQuery: DialectQuery = {
  // SQLITE_MAX_VARIABLE_NUMBER's default since 3.32.0 (https://www.sqlite.org/limits.html#max_variable_number).
  maxParameters: 32_766,
  supportsReturning: true,
  writesInCtes: false,
  // Counts stay exact: no estimate here is both cheap and close enough (README, QUERY_COUNT_ESTIMATE_THRESHOLD).
  estimateRows: () => Promise.resolve(null),
  charLengthFunction: 'length',
  inlinePaging: true,
  // The list travels as one JSON text, so the statement is the same whatever its length.
  inList: (column, list, negate) => sql`${column} ${raw(negate ? 'NOT IN' : 'IN')} (SELECT value FROM json_each(${list}))`,
  listValue: (values) => JSON.stringify(values),
  // SQLite's LIKE has no default escape character: https://www.sqlite.org/lang_expr.html#like
  like: (column, pattern, negate) => sql`${column} ${raw(negate ? 'NOT LIKE' : 'LIKE')} ${pattern} ESCAPE '\\'`,
  // REGEXP calls the regexp() function registered on each connection (sqlite-regexp.ts).
  regex: (column, pattern) => sql`${column} REGEXP ${pattern}`,
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
  isBooleanColumn: (dbType) => /bool/i.test(dbType),
  timestampRange: null,
  formatDateTime: (_type, date) => utcDateTimeText(date),
};
