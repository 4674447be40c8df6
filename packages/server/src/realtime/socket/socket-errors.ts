import { isAppError } from '../../errors/app-error.js';

/** An error message of the REST socket: `{type, status:'error', error:{code, message}, uid?}` (api-reference section 9). */
export function errorMessage(type: string, code: string, message: string, uid?: string | number): Record<string, unknown> {
  return { type, status: 'error', error: { code, message }, ...(uid === undefined ? {} : { uid }) };
}

/** The error message for anything thrown while handling a message; internals never reach the client. */
export function errorMessageOf(type: string, error: unknown, uid?: string | number): Record<string, unknown> {
  if (error instanceof RelayedError) return errorMessage(type, error.code, error.message, uid);
  if (isAppError(error) && error.status < 500) return errorMessage(type, error.code, error.message, uid);
  if (isAppError(error) && error.code === 'SERVICE_UNAVAILABLE') return errorMessage(type, error.code, error.message, uid);
  return errorMessage(type, 'INTERNAL_SERVER_ERROR', 'An unexpected error occurred.', uid);
}

/** Close codes of RFC 6455 this transport uses. */
export const CLOSE = {
  normal: 1000,
  goingAway: 1001,
  policyViolation: 1008,
  tooBig: 1009,
  tryAgainLater: 1013,
} as const;

/** An error the REST routes answered (an item request run for the socket), relayed with its code and message. */
export class RelayedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RelayedError';
  }
}
