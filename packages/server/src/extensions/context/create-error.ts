import type { ExtensionErrorClass } from '@tessera/extensions-sdk';
import type { ErrorCode } from '@tessera/shared';
import { AppError } from '../../errors/app-error.js';

type Message = string | ((extensions: Record<string, unknown>) => string);

/**
 * The reference's `createError(code, message, status = 500)`: a class whose instances are AppErrors,
 * so a throw (or `next(error)`) answers `{"errors":[{"message","extensions":{"code",…}}]}` with
 * `status`. `message` may be a function of the extensions the error is made with.
 */
export function createError(code: string, message: Message, status = 500): ExtensionErrorClass {
  if (typeof code !== 'string' || code.trim() === '') throw new TypeError('createError needs a code');
  if (typeof message !== 'string' && typeof message !== 'function')
    throw new TypeError('createError needs a message or a message function');
  if (!Number.isInteger(status) || status < 400 || status > 599)
    throw new TypeError(`createError: status ${String(status)} is not an HTTP error status`);
  return class ExtensionError extends AppError {
    constructor(extensions: Record<string, unknown> = {}) {
      const given = Object.assign(Object.create(null) as Record<string, unknown>, extensions ?? {});
      super(code as ErrorCode, typeof message === 'function' ? message(given) : message, given);
      // The code may be one of the extension's own, outside ERROR_STATUS: the status is the one asked for.
      Object.defineProperty(this, 'status', { value: status, enumerable: true });
    }
  };
}
