import knexFactory, { type Knex } from 'knex';
import type { Connection, ResultSetHeader } from 'mysql2';
import type { DialectConnection, Row, RunResult } from '../dialect.js';
import { withPooledConnection } from '../knex-pool.js';
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
      pool: { min: 0, max: settings.DB_POOL_MAX },
    });
  },
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
