import type { AppError } from '../../../errors/app-error.js';
import { invalidPayload, invalidQuery } from '../../../errors/error-helpers.js';
import type { DialectErrors } from '../dialect.js';
import { dbError, invalidValue } from '../driver-error.js';

// SQLSTATE codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
export const postgresErrors: DialectErrors = {
  appErrorOf(error, context): AppError | null {
    const table = typeof error.table === 'string' ? error.table : (context.collection ?? null);
    const detail = typeof error.detail === 'string' ? error.detail : '';
    const keyColumn = /^Key \(([^,)]+)/.exec(detail)?.[1]?.replace(/^"|"$/g, '') ?? null;
    switch (error.code) {
      case '23505':
        return dbError('RECORD_NOT_UNIQUE', { collection: table, field: keyColumn });
      case '23502':
        return dbError('NOT_NULL_VIOLATION', { collection: table, field: typeof error.column === 'string' ? error.column : null });
      case '23503':
        return dbError('INVALID_FOREIGN_KEY', { collection: table, field: keyColumn });
      case '22001':
        // "value too long for type character varying(5)": PostgreSQL names neither table nor column.
        return dbError('VALUE_TOO_LONG', { collection: context.collection ?? null, field: null });
      case '22003':
        return dbError('VALUE_OUT_OF_RANGE', { collection: context.collection ?? null, field: null });
      case '42P07':
      case '42701':
      case '2BP01':
        // Duplicate table or column (another writer got there first), or objects depending on what is dropped.
        return invalidPayload(driverText(error));
      case '22P02':
      case '22007':
      case '22008':
      case '22023':
      case '22P05':
        return invalidValue(driverText(error), context.collection ?? null);
    }
    return null;
  },
  queryErrorOf(error): AppError | null {
    // invalid_regular_expression: a `_regex` pattern PostgreSQL's engine does not accept.
    if (error.code === '2201B') return invalidQuery(`The "_regex" pattern is not a valid regular expression: ${driverText(error)}`);
    // statement_too_complex, program_limit_exceeded: "target lists can have at most 1664 entries" names the limit.
    if (error.code === '54001' || error.code === '54011')
      return invalidQuery(`The query is beyond a limit of PostgreSQL: ${driverText(error)}`);
    return null;
  },
};

/** Knex prefixes the driver's message with the statement: `<sql> - <message>`. */
function driverText(error: Error): string {
  const index = error.message.lastIndexOf(' - ');
  return index === -1 ? error.message : error.message.slice(index + 3);
}
