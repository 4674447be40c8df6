import knexFactory from 'knex';
import type { ClientBase } from 'pg';
import type { DialectConnection, Row, RunResult } from '../dialect.js';
import { afterCreate, poolSettings, withPooledConnection } from '../knex-pool.js';
import { describeServerDatabase } from '../server-database-location.js';

export const postgresConnection: DialectConnection = {
  connect(settings) {
    return knexFactory({
      client: 'pg',
      connection: settings.DB_CONNECTION_STRING ?? {
        host: settings.DB_HOST,
        port: settings.DB_PORT ?? 5432,
        user: settings.DB_USER ?? 'postgres',
        password: settings.DB_PASSWORD,
        database: settings.DB_DATABASE ?? 'tessera',
      },
      pool: {
        ...poolSettings(settings),
        // DB_STATEMENT_TIMEOUT: PostgreSQL cancels a longer statement (SQLSTATE 57014) on this connection.
        afterCreate: afterCreate<ClientBase>(async (connection) => {
          if (settings.DB_STATEMENT_TIMEOUT)
            await connection.query("select set_config('statement_timeout', $1, false)", [`${settings.DB_STATEMENT_TIMEOUT}ms`]);
        }),
      },
    });
  },
  describeLocation: (settings) => `PostgreSQL ${describeServerDatabase(settings, 5432, 'tessera')}`,
  withConnection: withPooledConnection,
  bindValue: (value) => (value === undefined ? null : value),
  async run(connection, text, bindings): Promise<RunResult> {
    const result = await (connection as ClientBase).query<Row>({ text, values: bindings });
    return { rows: result.rows ?? [], affected: result.rowCount ?? 0, insertId: null };
  },
};
