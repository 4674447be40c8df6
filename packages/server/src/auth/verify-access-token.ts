import { errors, jwtVerify } from 'jose';
import { invalidToken, tokenExpired } from '../errors/error-helpers.js';
import { TOKEN_ISSUER, type AccessTokenClaims } from './access-token-claims.js';

/** Checks an HS256 access token signed with SECRET; expired → TOKEN_EXPIRED, anything else wrong → INVALID_TOKEN. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: TOKEN_ISSUER, algorithms: ['HS256'] });
    return payload as unknown as AccessTokenClaims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw tokenExpired();
    throw invalidToken();
  }
}

/** A token that looks like a JWT of ours (three parts, our issuer) rather than a static token. */
export function looksLikeAccessToken(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as { iss?: unknown };
    return payload.iss === TOKEN_ISSUER;
  } catch {
    return false;
  }
}
