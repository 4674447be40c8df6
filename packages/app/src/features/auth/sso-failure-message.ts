import type { AuthProvider } from '../../lib/auth/types.js';

/** An error code as the server writes it; anything else in `?reason=` is not repeated to the visitor. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * What the sign-in page says when a provider's sign-in came back with `?reason=<CODE>`. The
 * provider's label comes from `GET /auth`, never from the URL, so a crafted link cannot put its
 * own words on the page.
 */
export function ssoFailureMessage(reason: string, provider: AuthProvider | undefined): string {
  if (reason === 'INVALID_CREDENTIALS')
    return 'That account could not be signed in. It is not linked to an active user of this project, or new accounts are not allowed.';
  const via = provider ? `with ${provider.label}` : 'with that provider';
  return ERROR_CODE.test(reason) ? `Signing in ${via} failed (${reason}).` : `Signing in ${via} failed.`;
}
