import type { AppError } from '../errors/app-error.js';
import { isAppError } from '../errors/app-error.js';
import { contentTooLarge, internalError, invalidPayload, serviceUnavailable } from '../errors/error-helpers.js';
import { OutboundFailed, OutboundRefused } from './outbound-errors.js';

/**
 * The API answer for an error of `openOutboundStream` or of its body stream, so every caller
 * answers alike: a refused URL is the client's fault (400), an oversized answer is 413, and a
 * remote that is slow, unreachable or loops is a dependency failure (503, the reference's
 * answer for a failed import). `service` names the dependency in the 503 (`external-file` for imports).
 */
export function outboundErrorToAppError(error: unknown, service = 'external-file'): AppError {
  if (isAppError(error)) return error;
  if (error instanceof OutboundRefused) return invalidPayload(error.message);
  if (error instanceof OutboundFailed) {
    if (error.kind === 'too-large') return contentTooLarge();
    return serviceUnavailable(service, error.message);
  }
  return internalError(error);
}
