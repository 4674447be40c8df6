import type { LdapTestServer } from './ldap-server.js';

/** The `AUTH_<NAME>_*` variables of an ldap provider pointed at a test directory; `extra` keys are added as `AUTH_<NAME>_<KEY>`. */
export function ldapProviderEnv(name: string, directory: LdapTestServer, extra: Record<string, string> = {}): Record<string, string> {
  const prefix = `AUTH_${name.toUpperCase()}_`;
  const settings: Record<string, string> = {
    DRIVER: 'ldap',
    CLIENT_URL: directory.url,
    BIND_DN: directory.bindDn,
    BIND_PASSWORD: directory.bindPassword,
    USER_DN: directory.peopleDn,
    GROUP_DN: directory.groupsDn,
    ...extra,
  };
  return Object.fromEntries(Object.entries(settings).map(([key, value]) => [`${prefix}${key}`, value]));
}
