import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { lastAccessFingerprint, signedRedirectOf } from './login-link-token.js';

const SECRET = 'a-secret-long-enough-for-hs256-signing';
const sign = (claims: Record<string, unknown>, exp: number, secret = SECRET) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('directus')
    .setIssuedAt(exp - 900)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
const now = () => Math.floor(Date.now() / 1000);

describe('lastAccessFingerprint', () => {
  it('differs for every stored last_access and is stable for the same one', () => {
    const stamp = new Date('2030-01-01T00:00:00.000Z');
    expect(lastAccessFingerprint(stamp)).toBe(lastAccessFingerprint(new Date(stamp.getTime())));
    expect(lastAccessFingerprint(stamp)).not.toBe(lastAccessFingerprint(new Date(stamp.getTime() + 1)));
    expect(lastAccessFingerprint(null)).not.toBe(lastAccessFingerprint(stamp));
    expect(lastAccessFingerprint('2030-01-01 00:00:00.001')).not.toBe(lastAccessFingerprint('2030-01-01 00:00:00.002'));
  });
});

describe('signedRedirectOf', () => {
  const claims = { scope: 'login-link', email: 'a@example.com', provider: 'magic', redirect: '/admin' };

  it('reads the redirect of a genuine link, also after it expired', async () => {
    expect(await signedRedirectOf(await sign(claims, now() + 60), SECRET, 'magic')).toBe('/admin');
    expect(await signedRedirectOf(await sign(claims, now() - 3_600), SECRET, 'magic')).toBe('/admin');
  });

  it('trusts nothing from another secret, scope or provider, or from garbage', async () => {
    expect(await signedRedirectOf(await sign(claims, now() + 60, 'another-secret-long-enough-for-hs256'), SECRET, 'magic')).toBeNull();
    expect(await signedRedirectOf(await sign({ ...claims, scope: 'invite' }, now() + 60), SECRET, 'magic')).toBeNull();
    expect(await signedRedirectOf(await sign(claims, now() + 60), SECRET, 'other')).toBeNull();
    expect(await signedRedirectOf('not-a-jwt', SECRET, 'magic')).toBeNull();
  });
});
