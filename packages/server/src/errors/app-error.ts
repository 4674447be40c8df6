import { ERROR_STATUS, type ErrorCode } from '@tessera/shared';

/**
 * The one error type of the server. `message` and `extensions` reach the client;
 * `cause` never does.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extensions: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.extensions = extensions;
  }
}

/**
 * Several problems answered at once (e.g. one per failing field); all share one status, or
 * `status` when given (an import answers 400 for its rejected rows whatever each row's code).
 */
export class AppErrorList extends Error {
  constructor(
    readonly errors: AppError[],
    readonly status?: number,
  ) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'AppErrorList';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof Error && typeof (error as AppError).code === 'string' && (error as AppError).name === 'AppError';
}
