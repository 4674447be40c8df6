import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Database, Statement } from 'better-sqlite3';
import knexFactory from 'knex';
import type { DialectConnection, Row, RunResult } from '../dialect.js';
import { withPooledConnection } from '../knex-pool.js';
import { utcDateTimeText } from '../utc-date-time-text.js';
import { registerSqliteGeometry } from './sqlite-geometry.js';
import { registerSqliteRegexp } from './sqlite-regexp.js';

const STATEMENT_CACHE_SIZE = 500;
const statements = new WeakMap<Database, Map<string, Statement>>();
const BIG_INTEGER_COLUMN = /^(bigint|int8)\b/i;
/** Statements reading a bigint column: their integers come as BigInts (see exactIntegers). */
const exactStatements = new WeakSet<Statement>();

export const sqliteConnection: DialectConnection = {
  connect({ DB_FILENAME: filename }) {
    if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
    return knexFactory({
      client: 'better-sqlite3',
      connection: { filename },
      useNullAsDefault: true,
      // better-sqlite3 is synchronous: one connection serialises writes without lock contention.
      pool: {
        min: 1,
        max: 1,
        afterCreate(connection: Database, done: (error: Error | null) => void) {
          // WAL + NORMAL: an acknowledged write survives a process kill (not a power cut; see README).
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          connection.pragma('foreign_keys = ON');
          connection.pragma('busy_timeout = 5000');
          registerSqliteGeometry(connection);
          registerSqliteRegexp(connection);
          done(null);
        },
      },
    });
  },
  describeLocation: ({ DB_FILENAME: filename }) =>
    filename === ':memory:' ? 'an in-memory SQLite database' : `the SQLite file ${resolve(filename)}`,
  withConnection: withPooledConnection,
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
