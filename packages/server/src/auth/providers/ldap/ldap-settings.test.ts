import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config/load-config.js';
import type { ProviderConfig } from '../provider-config.js';
import { readLdapSettings } from './ldap-settings.js';

const provider = (options: Record<string, string>): ProviderConfig => ({
  name: 'corp',
  driver: 'ldap',
  label: 'corp',
  icon: null,
  mode: 'session',
  allowPublicRegistration: false,
  defaultRoleId: null,
  roleMapping: new Map(),
  redirectAllowList: [],
  identifierKey: null,
  emailKey: null,
  syncUserInfo: false,
  options: new Map(Object.entries(options)),
});

const REQUIRED = {
  CLIENT_URL: 'ldap://ldap.example.org:389',
  BIND_DN: 'cn=reader,dc=example,dc=org',
  BIND_PASSWORD: 's',
  USER_DN: 'ou=people,dc=example,dc=org',
};

const problemsOf = (options: Record<string, string>): string[] => {
  try {
    readLdapSettings(provider(options));
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('readLdapSettings', () => {
  it('fills the reference defaults', () => {
    expect(readLdapSettings(provider(REQUIRED))).toMatchObject({
      userAttribute: 'cn',
      userScope: 'one',
      mailAttribute: 'mail',
      firstNameAttribute: 'givenName',
      lastNameAttribute: 'sn',
      groupDn: null,
      groupAttribute: 'member',
      groupScope: 'one',
      timeoutMs: 5000,
    });
  });

  it('names every missing required setting at once', () => {
    expect(problemsOf({})).toEqual([
      'Invalid configuration: AUTH_CORP_CLIENT_URL is required by the ldap driver',
      'Invalid configuration: AUTH_CORP_BIND_DN is required by the ldap driver',
      'Invalid configuration: AUTH_CORP_BIND_PASSWORD is required by the ldap driver',
      'Invalid configuration: AUTH_CORP_USER_DN is required by the ldap driver',
    ]);
  });

  it.each([
    ['CLIENT_URL', 'http://ldap.example.org'],
    ['CLIENT_URL', 'ldap://ldap.example.org/dc=example?cn'],
    ['USER_SCOPE', 'subtree'],
    ['GROUP_SCOPE', 'children'],
    ['USER_ATTRIBUTE', 'cn)(uid=*'],
    ['GROUP_ATTRIBUTE', '__proto__'],
    ['TIMEOUT', '0'],
    ['TIMEOUT', 'soon'],
  ])('refuses %s=%s, naming the variable', (key, value) => {
    expect(problemsOf({ ...REQUIRED, [key]: value })).toEqual([expect.stringContaining(`AUTH_CORP_${key}`)]);
  });

  it('takes ldaps://, sub scopes and an OID attribute', () => {
    expect(
      readLdapSettings(
        provider({
          ...REQUIRED,
          CLIENT_URL: 'ldaps://ldap.example.org:636',
          USER_SCOPE: 'sub',
          USER_ATTRIBUTE: '0.9.2342.19200300.100.1.1',
        }),
      ),
    ).toMatchObject({ url: 'ldaps://ldap.example.org:636', userScope: 'sub', userAttribute: '0.9.2342.19200300.100.1.1' });
  });
});
