import type { AppError } from '../../errors/app-error.js';
import { serviceUnavailable } from '../../errors/error-helpers.js';

/** PostgreSQL's query_canceled (statement_timeout, or a cancel by an operator). */
const PG_QUERY_CANCELED = '57014';
/** MariaDB: "Query execution was interrupted (max_statement_time exceeded)". */
const MARIADB_STATEMENT_TIMEOUT = 1969;
/** MySQL: "Query execution was interrupted, maximum statement execution time exceeded". */
const MYSQL_QUERY_TIMEOUT = 3024;

/**
 * A statement the database cancelled under DB_STATEMENT_TIMEOUT, as a 503 the client may retry
 * (never a 500 or a hang); any other error → null. The driver's wording stays in the cause.
 */
export function statementTimeoutError(error: unknown): AppError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  if (code === PG_QUERY_CANCELED || errno === MARIADB_STATEMENT_TIMEOUT || errno === MYSQL_QUERY_TIMEOUT)
    return serviceUnavailable('database', 'Query timed out');
  return null;
}
