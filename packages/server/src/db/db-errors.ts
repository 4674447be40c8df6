import type { ErrorCode } from '@tessera/shared';
import { AppError } from '../errors/app-error.js';
import { invalidPayload } from '../errors/error-helpers.js';
import type { DbClient } from './connection.js';

/** What the caller knows that the driver may not say (MariaDB and SQLite often omit the table). */
export interface DbErrorContext {
  collection?: string;
  /** Primary key field of `collection`: MySQL reports a duplicate key as `PRIMARY`. */
  primaryKey?: string;
}

interface Located {
  collection: string | null;
  field: string | null;
}

type DriverError = Error & Record<string, unknown>;

/**
 * A driver error (unique, not-null, foreign-key, too-long, out-of-range violations) as the
 * AppError the reference answers with; null when the error is not one of those, so the caller
 * rethrows it unchanged and it becomes a 500.
 */
export function fromDbError(client: DbClient, error: unknown, context: DbErrorContext = {}): AppError | null {
  if (!(error instanceof Error)) return null;
  const driverError = error as DriverError;
  switch (client) {
    case 'sqlite3':
      return fromSqliteError(driverError, context);
    case 'pg':
      return fromPostgresError(driverError, context);
    case 'mysql':
      return fromMysqlError(driverError, context);
  }
}

/** Rethrows a driver error as its AppError when it has one; otherwise unchanged. */
export function rethrowDbError(client: DbClient, error: unknown, context: DbErrorContext = {}): never {
  throw fromDbError(client, error, context) ?? error;
}

// better-sqlite3 codes: https://www.sqlite.org/rescode.html#constraint. Knex prefixes the message
// with the SQL, so the driver's own text is matched at the end.
function fromSqliteError(error: DriverError, context: DbErrorContext): AppError | null {
  const code = String(error.code ?? '');
  if (!code.startsWith('SQLITE_CONSTRAINT')) return null;
  const failed = /(UNIQUE|NOT NULL) constraint failed: ([^\s,]+)(?:,[^]*)?$/.exec(error.message);
  const [table, column] = failed ? splitQualified(failed[2]!) : [null, null];
  const located = { collection: table ?? context.collection ?? null, field: column };
  switch (code) {
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
      return dbError('RECORD_NOT_UNIQUE', located);
    case 'SQLITE_CONSTRAINT_NOTNULL':
      return dbError('NOT_NULL_VIOLATION', located);
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      // SQLite does not say which column failed: https://www.sqlite.org/foreignkeys.html
      return dbError('INVALID_FOREIGN_KEY', { collection: context.collection ?? null, field: null });
  }
  return null;
}

// SQLSTATE codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
function fromPostgresError(error: DriverError, context: DbErrorContext): AppError | null {
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
}

// MySQL / MariaDB error numbers: https://mariadb.com/kb/en/mariadb-error-codes/
function fromMysqlError(error: DriverError, context: DbErrorContext): AppError | null {
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
}

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

const MESSAGES: Record<'RECORD_NOT_UNIQUE' | 'NOT_NULL_VIOLATION' | 'INVALID_FOREIGN_KEY' | 'VALUE_TOO_LONG' | 'VALUE_OUT_OF_RANGE', (where: string) => string> = {
  RECORD_NOT_UNIQUE: (where) => `Value${where} has to be unique.`,
  NOT_NULL_VIOLATION: (where) => `Value${where} can't be null.`,
  INVALID_FOREIGN_KEY: (where) => `Invalid foreign key${where}.`,
  VALUE_TOO_LONG: (where) => `Value${where} is too long.`,
  VALUE_OUT_OF_RANGE: (where) => `Numeric value${where} is out of range.`,
};

function dbError(code: keyof typeof MESSAGES & ErrorCode, { collection, field }: Located): AppError {
  const where = `${field ? ` for field "${field}"` : ''}${collection ? ` in collection "${collection}"` : ''}`;
  return new AppError(code, MESSAGES[code](where), { collection, field });
}

/** A value the column's type cannot hold (e.g. "abc" for an integer): the client's mistake, not a 500. */
function invalidValue(driverMessage: string, collection: string | null): AppError {
  const reason = driverMessage.replace(/\s+at row \d+$/, '');
  return invalidPayload(`${reason}${collection ? ` (collection "${collection}")` : ''}`, { collection });
}

function driverText(error: Error): string {
  const index = error.message.lastIndexOf(' - ');
  return index === -1 ? error.message : error.message.slice(index + 3);
}

function splitQualified(name: string): [string | null, string] {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? [null, name] : [name.slice(0, dot), name.slice(dot + 1)];
}
