import knexFactory, { type Knex } from 'knex';
import type { Connection, ResultSetHeader } from 'mysql2';
import type { DialectConnection, Row, RunResult } from '../dialect.js';
import { afterCreate, poolSettings, withPooledConnection } from '../knex-pool.js';
import { describeServerDatabase } from '../server-database-location.js';
import { utcDateTimeText } from '../utc-date-time-text.js';

export const mysqlConnection: DialectConnection = {
  connect(settings) {
    return knexFactory({
      client: 'mysql2',
      connection:
        settings.DB_CONNECTION_STRING ??
        ({
          host: settings.DB_HOST,
          port: settings.DB_PORT ?? 3306,
          user: settings.DB_USER ?? 'root',
          password: settings.DB_PASSWORD,
          database: settings.DB_DATABASE ?? 'tessera',
          charset: 'utf8mb4',
          supportBigNumbers: true,
          // Timestamps are stored and read as UTC, as on the other databases.
          timezone: 'Z',
          // date and dateTime fields carry no zone: read them as written, not shifted into a Date.
          dateStrings: ['DATE', 'DATETIME'],
        } as Knex.StaticConnectionConfig),
      pool: {
        ...poolSettings(settings),
        afterCreate: afterCreate<Connection>(async (connection) => {
          if (settings.DB_STATEMENT_TIMEOUT) await limitStatementTime(connection, settings.DB_STATEMENT_TIMEOUT);
        }),
      },
    });
  },
  describeLocation: (settings) => `MariaDB/MySQL ${describeServerDatabase(settings, 3306, 'tessera')}`,
  withConnection: withPooledConnection,
  bindValue(value) {
    if (value instanceof Date) return utcDateTimeText(value);
    return value === undefined ? null : value;
  },
  run(connection, text, bindings): Promise<RunResult> {
    return new Promise((resolve, reject) => {
      (connection as Connection).query(text, bindings, (error, result) => {
        if (error) return reject(error);
        if (Array.isArray(result)) return resolve({ rows: result as Row[], affected: result.length, insertId: null });
        const header = result as ResultSetHeader;
        resolve({ rows: [], affected: header.affectedRows, insertId: header.insertId || null });
      });
    });
  },
};

/** MySQL's "unknown system variable": the server is MySQL, not MariaDB. */
const UNKNOWN_SYSTEM_VARIABLE = 1193;

/**
 * DB_STATEMENT_TIMEOUT on one connection: MariaDB's `max_statement_time` (seconds, every statement,
 * error 1969), or on MySQL `max_execution_time` (ms, SELECTs only, error 3024).
 */
async function limitStatementTime(connection: Connection, ms: number): Promise<void> {
  try {
    await query(connection, 'SET SESSION max_statement_time = ?', [ms / 1000]);
  } catch (error) {
    if ((error as { errno?: number }).errno !== UNKNOWN_SYSTEM_VARIABLE) throw error;
    await query(connection, 'SET SESSION max_execution_time = ?', [ms]);
  }
}

function query(connection: Connection, sql: string, values: unknown[]): Promise<void> {
  return new Promise((resolve, reject) => connection.query(sql, values, (error) => (error ? reject(error) : resolve())));
}
