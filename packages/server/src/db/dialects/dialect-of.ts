import type { Knex } from 'knex';
import type { DbClient, Dialect } from './dialect.js';
import { mysqlDialect } from './mysql/mysql-dialect.js';
import { postgresDialect } from './postgres/postgres-dialect.js';
import { sqliteDialect } from './sqlite/sqlite-dialect.js';

const DIALECTS: Readonly<Record<DbClient, Dialect>> = { sqlite3: sqliteDialect, pg: postgresDialect, mysql: mysqlDialect };

/** Knex's client names → the database they talk to. */
const KNEX_CLIENTS: Readonly<Record<string, DbClient>> = {
  pg: 'pg',
  mysql2: 'mysql',
  mysql: 'mysql',
  'better-sqlite3': 'sqlite3',
  sqlite3: 'sqlite3',
};

/** The dialect of a `DB_CLIENT` setting. */
export function dialectFor(client: DbClient): Dialect {
  return DIALECTS[client];
}

/** The dialect of a connection (or of the transaction running on it). */
export function dialectOf(db: Knex): Dialect {
  return DIALECTS[KNEX_CLIENTS[db.client.config.client as string] ?? 'sqlite3'];
}
