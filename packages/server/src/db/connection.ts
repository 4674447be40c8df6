import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from 'better-sqlite3';
import knexFactory, { type Knex } from 'knex';
import type { Config } from '../config/load-config.js';
import { registerSqliteGeometry } from './sqlite-geometry.js';

export type DbClient = 'sqlite3' | 'pg' | 'mysql';

export type ConnectionSettings = Pick<
  Config,
  'DB_CLIENT' | 'DB_FILENAME' | 'DB_CONNECTION_STRING' | 'DB_HOST' | 'DB_PORT' | 'DB_USER' | 'DB_PASSWORD' | 'DB_DATABASE' | 'DB_POOL_MAX'
>;

/** A Knex instance for the configured database, with each driver set up the way Tessera relies on. */
export function createConnection(settings: ConnectionSettings): Knex {
  switch (settings.DB_CLIENT) {
    case 'sqlite3':
      return createSqlite(settings.DB_FILENAME);
    case 'pg':
      return knexFactory({
        client: 'pg',
        connection: settings.DB_CONNECTION_STRING ?? {
          host: settings.DB_HOST,
          port: settings.DB_PORT ?? 5432,
          user: settings.DB_USER ?? 'postgres',
          password: settings.DB_PASSWORD,
          database: settings.DB_DATABASE ?? 'tessera',
        },
        pool: { min: 0, max: settings.DB_POOL_MAX },
      });
    case 'mysql':
      return knexFactory({
        client: 'mysql2',
        connection: settings.DB_CONNECTION_STRING ?? {
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
        } as Knex.StaticConnectionConfig,
        pool: { min: 0, max: settings.DB_POOL_MAX },
      });
  }
}

function createSqlite(filename: string): Knex {
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
        done(null);
      },
    },
  });
}

export function dbClientOf(db: Knex): DbClient {
  const client = db.client.config.client as string;
  if (client === 'pg') return 'pg';
  if (client === 'mysql2' || client === 'mysql') return 'mysql';
  return 'sqlite3';
}
