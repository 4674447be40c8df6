import { createHash } from 'node:crypto';

/**
 * Names a session (its refresh token) inside a json- or cookie-mode access token without carrying
 * the token itself, which would let whoever reads the JWT refresh it: the first 128 bits of its
 * SHA-256, in base64url. Lets a password change keep the session that made it (issue 12).
 */
export function sessionDigest(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('base64url').slice(0, 22);
}
