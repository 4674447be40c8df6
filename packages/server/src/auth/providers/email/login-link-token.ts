import { createHash } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import { TOKEN_ISSUER } from '../../access-token-claims.js';

/**
 * What a login link is bound to: the user's `last_access`, which every sign-in (and refresh)
 * changes. A link whose fingerprint no longer matches has been used, or the person has signed in
 * since it was mailed; either way it is dead, on every instance and after a restart, with no table
 * of spent links.
 */
export function lastAccessFingerprint(lastAccess: unknown): string {
  return createHash('sha256')
    .update(`tessera-login-link:${normaliseStamp(lastAccess)}`)
    .digest('base64url');
}

/**
 * The redirect a login link carries, when its signature holds, even after it expired, so an
 * expired link can still send the browser back with `?reason=TOKEN_EXPIRED`. Null for a token that
 * is tampered, of another scope or provider, or carries no redirect.
 */
export async function signedRedirectOf(token: string, secret: string, providerName: string): Promise<string | null> {
  let expiresAt: number;
  try {
    const exp = decodeJwt(token).exp;
    if (typeof exp !== 'number') return null;
    expiresAt = exp;
  } catch {
    return null;
  }
  // Verified as of a moment before its expiry: the signature, issuer and algorithm are checked, the clock is not.
  const checkedAt = new Date(Math.min(Date.now(), (expiresAt - 1) * 1000));
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: TOKEN_ISSUER,
      algorithms: ['HS256'],
      currentDate: checkedAt,
    });
    if (payload.scope !== 'login-link' || payload.provider !== providerName) return null;
    return typeof payload.redirect === 'string' ? payload.redirect : null;
  } catch {
    return null;
  }
}

function normaliseStamp(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
