import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/load-config.js';
import { readProviderConfigs, requireOption } from './provider-config.js';

const ROLE = '2b8c54a4-5b0e-4a4c-9a61-3f3d1a0c1e11';
const providersOf = (env: Record<string, string>) => readProviderConfigs(loadConfig({ env, envFile: null }));
const problemsOf = (env: Record<string, string>): string[] => {
  try {
    providersOf(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('readProviderConfigs', () => {
  it('is empty without AUTH_PROVIDERS', () => {
    expect(providersOf({}).size).toBe(0);
  });

  it('reads each provider with the reference defaults and its own upper-cased variables', () => {
    const providers = providersOf({
      AUTH_PROVIDERS: 'keycloak,corp',
      AUTH_KEYCLOAK_DRIVER: 'openid',
      AUTH_KEYCLOAK_CLIENT_ID: 'tessera',
      AUTH_KEYCLOAK_LABEL: 'Company SSO',
      AUTH_KEYCLOAK_ICON: 'key',
      AUTH_KEYCLOAK_ALLOW_PUBLIC_REGISTRATION: 'true',
      AUTH_KEYCLOAK_DEFAULT_ROLE_ID: ROLE,
      AUTH_KEYCLOAK_ROLE_MAPPING: JSON.stringify({ editors: ROLE }),
      AUTH_KEYCLOAK_REDIRECT_ALLOW_LIST: 'https://app.example.org/done,https://other.example.org/',
      AUTH_CORP_DRIVER: 'ldap',
      AUTH_CORP_MODE: 'cookie',
    });
    expect([...providers.keys()]).toEqual(['keycloak', 'corp']);
    const keycloak = providers.get('keycloak')!;
    expect(keycloak).toMatchObject({
      name: 'keycloak',
      driver: 'openid',
      label: 'Company SSO',
      icon: 'key',
      mode: 'session',
      allowPublicRegistration: true,
      defaultRoleId: ROLE,
      redirectAllowList: ['https://app.example.org/done', 'https://other.example.org/'],
      syncUserInfo: false,
    });
    expect(keycloak.roleMapping.get('editors')).toBe(ROLE);
    expect(keycloak.options.get('CLIENT_ID')).toBe('tessera');
    expect(requireOption(keycloak, 'CLIENT_ID')).toBe('tessera');
    expect(() => requireOption(keycloak, 'CLIENT_SECRET')).toThrow(/AUTH_KEYCLOAK_CLIENT_SECRET is required/);
    expect(providers.get('corp')).toMatchObject({
      driver: 'ldap',
      label: 'corp',
      icon: null,
      mode: 'cookie',
      allowPublicRegistration: false,
    });
    expect(providers.get('corp')!.options.has('CLIENT_ID')).toBe(false);
  });

  it('names every problem at once: unknown driver, bad name, duplicates, bad role id, bad mapping, bad flag, bad mode', () => {
    const problems = problemsOf({
      AUTH_PROVIDERS: 'a,default,bad name,a,b,c',
      AUTH_A_DRIVER: 'kerberos',
      AUTH_B_DRIVER: 'openid',
      AUTH_B_DEFAULT_ROLE_ID: 'admin',
      AUTH_B_ROLE_MAPPING: '[1,2]',
      AUTH_C_DRIVER: 'saml',
      AUTH_C_ALLOW_PUBLIC_REGISTRATION: 'perhaps',
      AUTH_C_MODE: 'json',
      AUTH_C_ROLE_MAPPING: JSON.stringify({ staff: 'not-a-uuid' }),
    });
    expect(problems.join('\n')).toMatch(/AUTH_A_DRIVER must be one of openid, oauth2, ldap, saml, email/);
    expect(problems.join('\n')).toMatch(/"default", which is not a usable provider name/);
    expect(problems.join('\n')).toMatch(/"bad name", which is not a usable provider name/);
    expect(problems.join('\n')).toMatch(/names "a" twice/);
    expect(problems.join('\n')).toMatch(/AUTH_B_DEFAULT_ROLE_ID must be a role id/);
    expect(problems.join('\n')).toMatch(/AUTH_B_ROLE_MAPPING must be a JSON object/);
    expect(problems.join('\n')).toMatch(/AUTH_C_ALLOW_PUBLIC_REGISTRATION/);
    expect(problems.join('\n')).toMatch(/AUTH_C_MODE must be session or cookie/);
    expect(problems.join('\n')).toMatch(/AUTH_C_ROLE_MAPPING maps "staff"/);
  });

  it('keeps hostile group names as plain keys of a Map', () => {
    const providers = providersOf({
      AUTH_PROVIDERS: 'corp',
      AUTH_CORP_DRIVER: 'ldap',
      AUTH_CORP_ROLE_MAPPING: `{"__proto__": "${ROLE}", "constructor": "${ROLE}"}`,
    });
    const mapping = providers.get('corp')!.roleMapping;
    expect(mapping.get('__proto__')).toBe(ROLE);
    expect(mapping.get('constructor')).toBe(ROLE);
    expect(mapping.get('toString')).toBeUndefined();
  });
});
