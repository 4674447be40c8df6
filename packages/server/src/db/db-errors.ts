import type { AppError } from '../errors/app-error.js';
import type { Dialect } from './dialects/dialect.js';
import type { DbErrorContext, DriverError } from './dialects/driver-error.js';

/**
 * A driver error (unique, not-null, foreign-key, too-long, out-of-range violations) as the
 * AppError the reference answers with; null when the error is not one of those, so the caller
 * rethrows it unchanged and it becomes a 500. Each dialect reads its own driver's codes.
 */
export function fromDbError(dialect: Dialect, error: unknown, context: DbErrorContext = {}): AppError | null {
  if (!(error instanceof Error)) return null;
  return dialect.appErrorOf(error as DriverError, context);
}

/** Rethrows a driver error as its AppError when it has one; otherwise unchanged. */
export function rethrowDbError(dialect: Dialect, error: unknown, context: DbErrorContext = {}): never {
  throw fromDbError(dialect, error, context) ?? error;
}
