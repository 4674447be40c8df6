import type { Knex } from 'knex';
import { dbClientOf } from '../connection.js';
import { introspectMysql } from './mysql.js';
import { introspectPostgres } from './postgres.js';
import { introspectSqlite } from './sqlite.js';
import type { TableInfo } from './table-info.js';

/** Reads every table of the live database: columns, keys and foreign keys. */
export function introspect(db: Knex): Promise<TableInfo[]> {
  switch (dbClientOf(db)) {
    case 'sqlite3':
      return introspectSqlite(db);
    case 'pg':
      return introspectPostgres(db);
    case 'mysql':
      return introspectMysql(db);
  }
}
