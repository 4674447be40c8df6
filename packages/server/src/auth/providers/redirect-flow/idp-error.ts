import { AuthorizationResponseError, ClientError, ResponseBodyError, WWWAuthenticateChallengeError } from 'openid-client';
import { AppError, isAppError } from '../../../errors/app-error.js';
import type { ProviderConfig } from '../provider-config.js';

/** Answers that mean the IdP is down or broken rather than that it refused the person. */
const UNREACHABLE_CODES = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON', 'OAUTH_PARSE_ERROR']);

/**
 * What the client hears about a failed exchange with the IdP: a refusal or a response that fails
 * its checks (state, PKCE, nonce, signature) is INVALID_CREDENTIALS; an IdP that cannot be reached
 * or answers garbage is SERVICE_UNAVAILABLE. The IdP's own wording stays in the cause, never sent.
 */
export function idpError(provider: ProviderConfig, error: unknown): AppError {
  if (isAppError(error)) return error;
  if (
    error instanceof ResponseBodyError ||
    error instanceof AuthorizationResponseError ||
    error instanceof WWWAuthenticateChallengeError ||
    (error instanceof ClientError && !UNREACHABLE_CODES.has(String(error.code)))
  )
    return new AppError('INVALID_CREDENTIALS', 'Invalid user credentials.', {}, error);
  const reason = 'The identity provider could not be reached';
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `Service "${provider.name}" is unavailable. ${reason}.`,
    { service: provider.name, reason },
    error,
  );
}
