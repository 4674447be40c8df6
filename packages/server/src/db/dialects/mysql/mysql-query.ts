import { raw, sql } from '../../sql/fragment.js';
import type { DateFunction, DialectQuery } from '../dialect.js';
import { utcDateTimeText } from '../utc-date-time-text.js';

const FUNCTIONS: Record<Exclude<DateFunction, 'week' | 'weekday'>, string> = {
  year: 'YEAR',
  month: 'MONTH',
  day: 'DAYOFMONTH',
  hour: 'HOUR',
  minute: 'MINUTE',
  second: 'SECOND',
};

export const mysqlQuery: DialectQuery = {
  // A prepared statement's placeholders (ER_PS_MANY_PARAM). Statements go as text here, values
  // interpolated by the driver, but keeping to it also keeps one INSERT well under max_allowed_packet.
  maxParameters: 65_535,
  // MariaDB has INSERT … RETURNING but MySQL does not; the insert id works on both.
  supportsReturning: false,
  writesInCtes: false,
  // Counts stay exact: no estimate here is both cheap and close enough (README, QUERY_COUNT_ESTIMATE_THRESHOLD).
  estimateRows: () => Promise.resolve(null),
  charLengthFunction: 'char_length',
  inlinePaging: false,
  // mysql2 expands an array bound to one `?` into a list: https://sidorares.github.io/node-mysql2/docs#using-prepared-statements
  inList: (column, list, negate) => sql`${column} ${raw(negate ? 'NOT IN' : 'IN')} (${list})`,
  listValue: (values) => [...values],
  like: (column, pattern, negate) => sql`${column} ${raw(negate ? 'NOT LIKE' : 'LIKE')} ${pattern}`,
  // REGEXP follows the column's (case-insensitive) collation; PCRE's `(?-i)` prefix makes it
  // case-sensitive. Its `?` is CHAR(63): a `?` in the SQL text would be read as a placeholder.
  regex: (column, pattern) => sql`${column} REGEXP CONCAT('(', CHAR(63 USING utf8mb4), '-i)', ${pattern})`,
  dateFunction(fn, column) {
    // Mode 3 is the ISO week, as on the other databases; DAYOFWEEK counts from 1 (Sunday).
    if (fn === 'week') return sql`WEEK(${column}, 3)`;
    if (fn === 'weekday') return sql`(DAYOFWEEK(${column}) - 1)`;
    return sql`${raw(FUNCTIONS[fn])}(${column})`;
  },
  jsonLength: (column) => sql`CASE WHEN JSON_TYPE(${column}) = 'ARRAY' THEN JSON_LENGTH(${column}) END`,
  castText: (expression) => sql`CAST(${expression} AS CHAR)`,
  limitOffset(limit, offset) {
    if (limit && offset) return sql`LIMIT ${limit} OFFSET ${offset}`;
    if (limit) return sql`LIMIT ${limit}`;
    // MySQL has no OFFSET without LIMIT: https://dev.mysql.com/doc/refman/8.0/en/select.html
    if (offset) return sql`LIMIT 18446744073709551615 OFFSET ${offset}`;
    return raw('');
  },
  defaultValuesInsert: '() VALUES ()',
  // BOOLEAN is an alias of TINYINT(1): https://mariadb.com/kb/en/boolean/
  isBooleanColumn: (dbType) => /bool|tinyint\(1\)/i.test(dbType),
  // https://dev.mysql.com/doc/refman/8.0/en/datetime.html: TIMESTAMP is seconds since 1970 in 32 bits.
  timestampRange: [new Date('1970-01-01T00:00:01Z'), new Date('2038-01-19T03:14:07Z')],
  formatDateTime: (_type, date) => utcDateTimeText(date),
};
