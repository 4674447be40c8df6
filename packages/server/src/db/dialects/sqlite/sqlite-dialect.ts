import type { Dialect } from '../dialect.js';
import { sqliteConnection } from './sqlite-connection.js';
import { sqliteDdl } from './sqlite-ddl.js';
import { sqliteErrors } from './sqlite-errors.js';
import { sqliteGeometry } from './sqlite-geometry.js';
import { sqliteQuery } from './sqlite-query.js';

/** SQLite through better-sqlite3. */
export const sqliteDialect: Dialect = {
  client: 'sqlite3',
  vendor: 'sqlite',
  ...sqliteConnection,
  ...sqliteDdl,
  ...sqliteQuery,
  ...sqliteGeometry,
  ...sqliteErrors,
};
