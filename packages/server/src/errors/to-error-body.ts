import type { ApiErrorBody } from '@tessera/shared';
import type { AppError } from './app-error.js';

/** The wire shape of one or more errors: `{"errors":[{"message","extensions":{"code",…}}]}`. */
export function toErrorBody(errors: AppError[]): ApiErrorBody {
  return {
    errors: errors.map((error) => ({
      message: error.message,
      extensions: { ...error.extensions, code: error.code },
    })),
  };
}
