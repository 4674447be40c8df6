import type { ErrorCode } from '@tessera/shared';
import { AppError } from '../../errors/app-error.js';
import { invalidPayload } from '../../errors/error-helpers.js';

/** What the caller knows that the driver may not say (MariaDB and SQLite often omit the table). */
export interface DbErrorContext {
  collection?: string;
  /** Primary key field of `collection`: MySQL reports a duplicate key as `PRIMARY`. */
  primaryKey?: string;
}

/** An error thrown by a driver, with its driver-specific fields (`code`, `errno`, `detail`…). */
export type DriverError = Error & Record<string, unknown>;

export interface Located {
  collection: string | null;
  field: string | null;
}

const MESSAGES: Record<
  'RECORD_NOT_UNIQUE' | 'NOT_NULL_VIOLATION' | 'INVALID_FOREIGN_KEY' | 'VALUE_TOO_LONG' | 'VALUE_OUT_OF_RANGE',
  (where: string) => string
> = {
  RECORD_NOT_UNIQUE: (where) => `Value${where} has to be unique.`,
  NOT_NULL_VIOLATION: (where) => `Value${where} can't be null.`,
  INVALID_FOREIGN_KEY: (where) => `Invalid foreign key${where}.`,
  VALUE_TOO_LONG: (where) => `Value${where} is too long.`,
  VALUE_OUT_OF_RANGE: (where) => `Numeric value${where} is out of range.`,
};

/** A constraint violation as the reference words it, naming the field and collection when known. */
export function dbError(code: keyof typeof MESSAGES & ErrorCode, { collection, field }: Located): AppError {
  const where = `${field ? ` for field "${field}"` : ''}${collection ? ` in collection "${collection}"` : ''}`;
  return new AppError(code, MESSAGES[code](where), { collection, field });
}

/** A value the column's type cannot hold (e.g. "abc" for an integer): the client's mistake, not a 500. */
export function invalidValue(driverMessage: string, collection: string | null): AppError {
  const reason = driverMessage.replace(/\s+at row \d+$/, '');
  return invalidPayload(`${reason}${collection ? ` (collection "${collection}")` : ''}`, { collection });
}
