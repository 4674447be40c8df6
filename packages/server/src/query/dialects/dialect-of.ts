import type { Knex } from 'knex';
import { dbClientOf } from '../../db/connection.js';
import type { Dialect } from './dialect.js';
import { mysqlDialect } from './mysql.js';
import { postgresDialect } from './postgres.js';
import { sqliteDialect } from './sqlite.js';

const DIALECTS = { sqlite3: sqliteDialect, pg: postgresDialect, mysql: mysqlDialect } as const;

export function dialectOf(db: Knex): Dialect {
  return DIALECTS[dbClientOf(db)];
}
