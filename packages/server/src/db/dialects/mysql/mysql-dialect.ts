import type { Dialect } from '../dialect.js';
import { mysqlConnection } from './mysql-connection.js';
import { mysqlDdl } from './mysql-ddl.js';
import { mysqlErrors } from './mysql-errors.js';
import { mysqlGeometry } from './mysql-geometry.js';
import { mysqlQuery } from './mysql-query.js';

/** MariaDB and MySQL through mysql2. */
export const mysqlDialect: Dialect = {
  client: 'mysql',
  vendor: 'mysql',
  ...mysqlConnection,
  ...mysqlDdl,
  ...mysqlQuery,
  ...mysqlGeometry,
  ...mysqlErrors,
};
