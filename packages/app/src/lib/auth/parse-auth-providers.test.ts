import { describe, expect, it } from 'vitest';
import { parseAuthProviders } from './parse-auth-providers.js';

describe('parseAuthProviders', () => {
  it('reads the providers and disableDefault of GET /auth', () => {
    expect(
      parseAuthProviders({
        data: [
          { name: 'company', label: 'Company SSO', driver: 'openid', icon: 'key' },
          { name: 'directory', label: null, driver: 'ldap', icon: null },
        ],
        disableDefault: true,
      }),
    ).toEqual({
      providers: [
        { name: 'company', label: 'Company SSO', driver: 'openid', icon: 'key' },
        { name: 'directory', label: 'directory', driver: 'ldap', icon: null },
      ],
      disableDefault: true,
    });
  });

  it('leaves out entries without a name or driver, and reads anything but true as the default form staying', () => {
    expect(
      parseAuthProviders({
        data: [null, 'openid', { name: '', driver: 'openid' }, { name: 'x' }, { name: '__proto__', driver: 'saml' }],
        disableDefault: 'true',
      }),
    ).toEqual({ providers: [{ name: '__proto__', label: '__proto__', driver: 'saml', icon: null }], disableDefault: false });
  });

  it.each([undefined, null, [], 'text', { data: {} }])('reads %j as no providers', (body) => {
    expect(parseAuthProviders(body)).toEqual({ providers: [], disableDefault: false });
  });
});
