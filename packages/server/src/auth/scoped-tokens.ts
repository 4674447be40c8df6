import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { forbidden, invalidToken, tokenExpired } from '../errors/error-helpers.js';
import { TOKEN_ISSUER } from './access-token-claims.js';

/**
 * Tokens mailed to people: a password reset link (1 day), an invitation and a registration check
 * (7 days), a sign-in link of an e-mail provider (its LINK_TTL, 15 minutes by default).
 */
export type TokenScope = 'password-reset' | 'invite' | 'pending-registration' | 'login-link';

export interface ScopedTokenPayload {
  scope: TokenScope;
  email: string;
  /**
   * password-reset: a hash of the password hash at the time of the request; login-link: a hash of
   * the user's `last_access`. Either way the link dies once used.
   */
  hash?: string;
  /** login-link: the provider that mailed it, and where the browser goes after sign-in. */
  provider?: string;
  redirect?: string;
}

export const SCOPED_TOKEN_TTL_SECONDS: Record<TokenScope, number> = {
  'password-reset': 86_400,
  invite: 7 * 86_400,
  'pending-registration': 7 * 86_400,
  'login-link': 15 * 60,
};

/** `ttlSeconds` replaces the scope's default lifetime (an e-mail provider's LINK_TTL). */
export function signScopedToken(payload: ScopedTokenPayload, secret: string, ttlSeconds?: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + (ttlSeconds ?? SCOPED_TOKEN_TTL_SECONDS[payload.scope]))
    .setIssuer(TOKEN_ISSUER)
    .sign(new TextEncoder().encode(secret));
}

/** Expired → TOKEN_EXPIRED, tampered → INVALID_TOKEN, another scope → FORBIDDEN, as the reference. */
export async function verifyScopedToken(token: string, scope: TokenScope, secret: string): Promise<ScopedTokenPayload> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), { issuer: TOKEN_ISSUER, algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw tokenExpired();
    throw invalidToken();
  }
  if (payload.scope !== scope || typeof payload.email !== 'string') throw forbidden();
  return {
    scope,
    email: payload.email,
    ...(typeof payload.hash === 'string' ? { hash: payload.hash } : {}),
    ...(typeof payload.provider === 'string' ? { provider: payload.provider } : {}),
    ...(typeof payload.redirect === 'string' ? { redirect: payload.redirect } : {}),
  };
}

/** What a reset token is bound to: changes whenever the stored password hash changes. */
export function passwordFingerprint(passwordHash: string | null): string {
  return createHash('sha256')
    .update(`tessera-reset:${passwordHash ?? ''}`)
    .digest('base64url');
}
