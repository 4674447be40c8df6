import type { AppError } from '../../../errors/app-error.js';
import { invalidPayload, invalidQuery } from '../../../errors/error-helpers.js';
import type { DialectErrors } from '../dialect.js';
import { dbError, invalidValue, type DbErrorContext } from '../driver-error.js';

// MySQL / MariaDB error numbers: https://mariadb.com/kb/en/mariadb-error-codes/
export const mysqlErrors: DialectErrors = {
  appErrorOf(error, context): AppError | null {
    const message = typeof error.sqlMessage === 'string' ? error.sqlMessage : error.message;
    const column = /(?:column|Column|Field) '([^']+)'/.exec(message)?.[1] ?? null;
    const collection = context.collection ?? null;
    switch (error.errno) {
      case 1062:
        return dbError('RECORD_NOT_UNIQUE', { collection, field: fieldOfDuplicateKey(message, context) });
      case 1048:
      case 1364:
        return dbError('NOT_NULL_VIOLATION', { collection, field: column });
      case 1451:
      case 1452: {
        // "... fails (`db`.`articles`, CONSTRAINT `x` FOREIGN KEY (`author`) REFERENCES ..."
        const match = /fails \(`[^`]*`\.`([^`]+)`, CONSTRAINT `[^`]*` FOREIGN KEY \(`([^`]+)`\)/.exec(message);
        return dbError('INVALID_FOREIGN_KEY', { collection: match?.[1] ?? collection, field: match?.[2] ?? null });
      }
      case 1406:
        return dbError('VALUE_TOO_LONG', { collection, field: column });
      case 1264:
      case 1690:
        return dbError('VALUE_OUT_OF_RANGE', { collection, field: column });
      case 1050:
      case 1060:
      case 1071:
      case 1074:
      case 1118:
      case 1170:
      case 3730:
        // Table or column already there, column, key or row too large for InnoDB, table still referenced.
        return invalidPayload(message);
      case 1292:
      case 1366:
      case 1411:
      case 3140:
      case 4025:
        // Incorrect integer/datetime value, invalid JSON (MySQL 3140, MariaDB's json_valid check 4025).
        return invalidValue(message, collection);
    }
    return null;
  },
  queryErrorOf(error): AppError | null {
    const message = typeof error.sqlMessage === 'string' ? error.sqlMessage : error.message;
    // ER_REGEXP_ERROR: a `_regex` pattern MariaDB's PCRE does not accept.
    if (error.errno === 1139) return invalidQuery(`The "_regex" pattern is not a valid regular expression: ${message}`);
    // ER_TOO_MANY_FIELDS, ER_STACK_OVERRUN (an expression too deep), ER_PS_MANY_PARAM: limits of one statement.
    if (error.errno === 1117 || error.errno === 1436 || error.errno === 1390)
      return invalidQuery(`The query is beyond a limit of the database: ${message}`);
    return null;
  },
};

/**
 * MySQL names the index, not the column: `<table>_<column>_unique` when Knex created it,
 * `PRIMARY` (MariaDB) or `<table>.PRIMARY` (MySQL 8) for the primary key.
 */
function fieldOfDuplicateKey(message: string, context: DbErrorContext): string | null {
  const key = /for key '([^']+)'$/.exec(message)?.[1];
  if (!key) return null;
  const index = key.includes('.') ? key.slice(key.indexOf('.') + 1) : key;
  if (index === 'PRIMARY') return context.primaryKey ?? null;
  const prefix = context.collection ? `${context.collection}_` : '';
  if (prefix && index.startsWith(prefix) && index.endsWith('_unique')) return index.slice(prefix.length, -'_unique'.length);
  return null;
}
