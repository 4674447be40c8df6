import { describe, expect, it } from 'vitest';
import { providerLoginUrl, ssoReturnPath } from './sso-return-path.js';

describe('ssoReturnPath', () => {
  it('names the provider and keeps the page the visitor was going to', () => {
    expect(ssoReturnPath('company', '/')).toBe('/login?sso=company');
    expect(ssoReturnPath('company', '/content/articles?page=2')).toBe('/login?sso=company&redirect=%2Fcontent%2Farticles%3Fpage%3D2');
  });

  it('encodes hostile names instead of letting them shape the URL', () => {
    expect(ssoReturnPath('a&redirect=//evil.example', '/')).toBe('/login?sso=a%26redirect%3D%2F%2Fevil.example');
    expect(ssoReturnPath('__proto__', '/')).toBe('/login?sso=__proto__');
  });
});

describe('providerLoginUrl', () => {
  it('starts at /auth/login/<name> with the absolute return URL as redirect', () => {
    expect(providerLoginUrl('http://api.test', 'company', 'http://app.test/admin/login?sso=company')).toBe(
      'http://api.test/auth/login/company?redirect=http%3A%2F%2Fapp.test%2Fadmin%2Flogin%3Fsso%3Dcompany',
    );
  });

  it('keeps the name one path segment', () => {
    expect(providerLoginUrl('http://api.test', '../users', 'http://app.test/')).toMatch(/^http:\/\/api\.test\/auth\/login\/\.\.%2Fusers\?/);
  });
});
