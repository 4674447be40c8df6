import { SignJWT } from 'jose';
import { TOKEN_ISSUER, type AccessTokenClaims } from './access-token-claims.js';

/** An HS256 access token with the reference's claims, valid for `ttlMs`. */
export function signAccessToken(claims: AccessTokenClaims, secret: string, ttlMs: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + Math.max(1, Math.round(ttlMs / 1000)))
    .setIssuer(TOKEN_ISSUER)
    .sign(new TextEncoder().encode(secret));
}
