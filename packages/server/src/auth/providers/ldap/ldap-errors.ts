import { InappropriateAuthError, InsufficientAccessError, InvalidCredentialsError } from 'ldapts';
import { AppError, isAppError } from '../../../errors/app-error.js';
import { invalidCredentials, serviceUnavailable } from '../../../errors/error-helpers.js';

/** The directory refused the credentials of a bind (result codes 48, 49, 50). */
export function isRefusedBind(error: unknown): boolean {
  return error instanceof InvalidCredentialsError || error instanceof InappropriateAuthError || error instanceof InsufficientAccessError;
}

/**
 * A failure of the user's own bind: a refused password is INVALID_CREDENTIALS; anything else (no
 * connection, timeout, an odd result code) is the directory's problem, 503.
 */
export function userBindFailure(error: unknown): AppError {
  if (isAppError(error)) return error;
  return isRefusedBind(error) ? invalidCredentials() : directoryUnavailable(error);
}

/**
 * A failure while acting as BIND_DN (bind, user and group searches): never the signing-in user's
 * fault, so a refused service bind is the provider's configuration (503 INVALID_PROVIDER_CONFIG) and
 * the rest 503 SERVICE_UNAVAILABLE. The directory's own message stays in the log (`cause`).
 */
export function serviceFailure(error: unknown, provider: string): AppError {
  if (isAppError(error)) return error;
  if (isRefusedBind(error))
    return new AppError('INVALID_PROVIDER_CONFIG', `Invalid provider config for "${provider}".`, { provider }, error);
  return directoryUnavailable(error);
}

function directoryUnavailable(cause: unknown): AppError {
  const error = serviceUnavailable('ldap', 'The directory could not be reached or answered unexpectedly');
  return new AppError(error.code, error.message, error.extensions, cause);
}
