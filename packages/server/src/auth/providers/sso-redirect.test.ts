import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.js';
import { allowedRedirect } from './sso-redirect.js';
import { readProviderConfigs } from './provider-config.js';

const config = loadConfig({
  env: {
    PUBLIC_URL: 'https://cms.example.org/',
    AUTH_PROVIDERS: 'sso',
    AUTH_SSO_DRIVER: 'openid',
    AUTH_SSO_REDIRECT_ALLOW_LIST: 'https://app.example.org/signed-in',
  },
  envFile: null,
});
const provider = readProviderConfigs(config).get('sso')!;
const check = (redirect: unknown) => allowedRedirect({ config }, provider, redirect);

describe('allowedRedirect', () => {
  it('has nothing to check without a redirect', () => {
    expect(check(undefined)).toBeNull();
    expect(check('')).toBeNull();
  });

  it('allows a path on this server, PUBLIC_URL origin and the allow list (query strings kept)', () => {
    expect(check('/admin/login?sso=sso')).toBe('/admin/login?sso=sso');
    expect(check('https://cms.example.org/admin/content')).toBe('https://cms.example.org/admin/content');
    expect(check('https://app.example.org/signed-in?next=%2Fhome')).toBe('https://app.example.org/signed-in?next=%2Fhome');
  });

  it.each([
    '//evil.example.com/admin',
    '/\\evil.example.com',
    'https://evil.example.com/',
    'https://app.example.org/other-path',
    'https://cms.example.org.evil.com/',
    'javascript:alert(1)',
    'http://cms.example.org/admin',
    '/admin\nSet-Cookie: x=1',
  ])('refuses %j with 400 INVALID_PAYLOAD', (redirect) => {
    expect(() => check(redirect)).toThrow(expect.objectContaining({ code: 'INVALID_PAYLOAD' }));
  });

  it('refuses a non-string or oversized redirect', () => {
    expect(() => check(['/admin'])).toThrow(expect.objectContaining({ code: 'INVALID_PAYLOAD' }));
    expect(() => check(`/${'a'.repeat(5000)}`)).toThrow(expect.objectContaining({ code: 'INVALID_PAYLOAD' }));
  });
});
