import { raw, sql } from '../../sql/fragment.js';
import type { DateFunction, DialectQuery } from '../dialect.js';
import { estimatePostgresRows } from './postgres-estimate.js';
import { utcDateTimeText } from '../utc-date-time-text.js';

const PARTS: Record<DateFunction, string> = {
  year: 'YEAR',
  month: 'MONTH',
  week: 'WEEK',
  day: 'DAY',
  weekday: 'DOW',
  hour: 'HOUR',
  minute: 'MINUTE',
  second: 'SECOND',
};

export const postgresQuery: DialectQuery = {
  // The protocol's Bind message counts parameters in 16 bits (https://www.postgresql.org/docs/current/protocol-message-formats.html).
  maxParameters: 65_535,
  supportsReturning: true,
  writesInCtes: true,
  charLengthFunction: 'char_length',
  estimateRows: estimatePostgresRows,
  inlinePaging: false,
  // One array parameter: the statement text does not change with the number of keys.
  inList: (column, list, negate) => (negate ? sql`NOT (${column} = ANY(${list}))` : sql`${column} = ANY(${list})`),
  listValue: (values) => [...values],
  like: (column, pattern, negate) => sql`${column} ${raw(negate ? 'NOT LIKE' : 'LIKE')} ${pattern}`,
  // POSIX regular expression match, case-sensitive: https://www.postgresql.org/docs/current/functions-matching.html
  regex: (column, pattern) => sql`CAST(${column} AS TEXT) ~ ${pattern}`,
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
  isBooleanColumn: (dbType) => /bool/i.test(dbType),
  timestampRange: null,
  formatDateTime: (type, date) => (type === 'timestamp' ? date.toISOString() : utcDateTimeText(date)),
};
