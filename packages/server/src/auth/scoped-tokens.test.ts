import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { passwordFingerprint, signScopedToken, verifyScopedToken } from './scoped-tokens.js';

const SECRET = 'a-secret-long-enough-for-hs256-signing';

describe('scoped tokens', () => {
  it('round-trips a reset token with its password fingerprint', async () => {
    const token = await signScopedToken(
      { scope: 'password-reset', email: 'a@example.com', hash: passwordFingerprint('$argon2id$old') },
      SECRET,
    );
    await expect(verifyScopedToken(token, 'password-reset', SECRET)).resolves.toEqual({
      scope: 'password-reset',
      email: 'a@example.com',
      hash: passwordFingerprint('$argon2id$old'),
    });
  });

  it('refuses another scope (FORBIDDEN), another secret (INVALID_TOKEN) and an expired token (TOKEN_EXPIRED)', async () => {
    const invite = await signScopedToken({ scope: 'invite', email: 'a@example.com' }, SECRET);
    await expect(verifyScopedToken(invite, 'password-reset', SECRET)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(verifyScopedToken(invite, 'invite', 'another-secret-of-enough-length-123')).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ scope: 'invite', email: 'a@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('directus')
      .setIssuedAt(now - 100)
      .setExpirationTime(now - 1)
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifyScopedToken(expired, 'invite', SECRET)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('signs a login link for its own lifetime and gives back its provider and redirect', async () => {
    const token = await signScopedToken(
      { scope: 'login-link', email: 'a@example.com', hash: 'h', provider: 'magic', redirect: '/admin' },
      SECRET,
      90,
    );
    const [, body] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(90);
    await expect(verifyScopedToken(token, 'login-link', SECRET)).resolves.toEqual({
      scope: 'login-link',
      email: 'a@example.com',
      hash: 'h',
      provider: 'magic',
      redirect: '/admin',
    });
    await expect(verifyScopedToken(token, 'password-reset', SECRET)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('changes the fingerprint whenever the password hash changes', () => {
    expect(passwordFingerprint('$argon2id$a')).not.toBe(passwordFingerprint('$argon2id$b'));
    expect(passwordFingerprint(null)).toBe(passwordFingerprint(null));
  });
});
