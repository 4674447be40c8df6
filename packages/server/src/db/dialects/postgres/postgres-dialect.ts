import type { Dialect } from '../dialect.js';
import { postgresConnection } from './postgres-connection.js';
import { postgresDdl } from './postgres-ddl.js';
import { postgresErrors } from './postgres-errors.js';
import { postgresGeometry } from './postgres-geometry.js';
import { postgresQuery } from './postgres-query.js';

/** PostgreSQL (with PostGIS for geometry) through node-postgres. */
export const postgresDialect: Dialect = {
  client: 'pg',
  vendor: 'postgres',
  ...postgresConnection,
  ...postgresDdl,
  ...postgresQuery,
  ...postgresGeometry,
  ...postgresErrors,
};
