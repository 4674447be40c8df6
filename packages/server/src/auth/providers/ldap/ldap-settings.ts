import { ConfigError } from '../../../config/load-config.js';
import { requireOption, type ProviderConfig } from '../provider-config.js';

export const LDAP_SCOPES = ['base', 'one', 'sub'] as const;
export type LdapScope = (typeof LDAP_SCOPES)[number];

/** An LDAP provider's `AUTH_<NAME>_*` settings, read and checked once at start. */
export interface LdapSettings {
  /** `CLIENT_URL`: ldap:// or ldaps://. */
  url: string;
  bindDn: string;
  bindPassword: string;
  /** `USER_DN`: the base of the user search. */
  userDn: string;
  /** `USER_ATTRIBUTE` (cn): the attribute the sign-in `identifier` is compared with. */
  userAttribute: string;
  userScope: LdapScope;
  mailAttribute: string;
  firstNameAttribute: string;
  lastNameAttribute: string;
  /** `GROUP_DN`: the base of the group search; null reads no groups. */
  groupDn: string | null;
  /** `GROUP_ATTRIBUTE` (member): the group attribute holding the user's DN (`memberUid`: the user's uid). */
  groupAttribute: string;
  groupScope: LdapScope;
  /** `TIMEOUT` (ms, 5000; ours, not the reference's): bounds the connection and each operation, so a silent server answers 503. */
  timeoutMs: number;
}

// RFC 4512 attribute descriptions: a name (letters, digits, hyphens) or a numeric OID.
const ATTRIBUTE = /^(?:[A-Za-z][A-Za-z0-9-]{0,63}|\d+(?:\.\d+){0,31})$/;

/** The settings of an `ldap` provider; every missing or malformed one is named in one ConfigError. */
export function readLdapSettings(provider: ProviderConfig): LdapSettings {
  const problems: string[] = [];
  const variable = (key: string) => `AUTH_${provider.name.toUpperCase()}_${key}`;
  const required = (key: string): string => {
    try {
      return requireOption(provider, key);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return '';
    }
  };
  const attribute = (key: string, fallback: string): string => {
    const value = provider.options.get(key) || fallback;
    if (!ATTRIBUTE.test(value)) problems.push(`Invalid configuration: ${variable(key)} must be an LDAP attribute name`);
    return value;
  };
  const scope = (key: string): LdapScope => {
    const value = provider.options.get(key) || 'one';
    if ((LDAP_SCOPES as readonly string[]).includes(value)) return value as LdapScope;
    problems.push(`Invalid configuration: ${variable(key)} must be one of ${LDAP_SCOPES.join(', ')}`);
    return 'one';
  };
  const url = required('CLIENT_URL');
  if (url !== '' && !/^ldaps?:\/\/[^/?#\s]+\/?$/i.test(url))
    problems.push(`Invalid configuration: ${variable('CLIENT_URL')} must be an ldap:// or ldaps:// URL (scheme, host and port only)`);
  const timeout = provider.options.get('TIMEOUT') || '5000';
  const timeoutMs = Number(timeout);
  if (!/^\d+$/.test(timeout) || timeoutMs < 1 || timeoutMs > 120_000)
    problems.push(`Invalid configuration: ${variable('TIMEOUT')} must be a number of milliseconds between 1 and 120000`);
  const settings: LdapSettings = {
    url,
    bindDn: required('BIND_DN'),
    bindPassword: required('BIND_PASSWORD'),
    userDn: required('USER_DN'),
    userAttribute: attribute('USER_ATTRIBUTE', 'cn'),
    userScope: scope('USER_SCOPE'),
    mailAttribute: attribute('MAIL_ATTRIBUTE', 'mail'),
    firstNameAttribute: attribute('FIRST_NAME_ATTRIBUTE', 'givenName'),
    lastNameAttribute: attribute('LAST_NAME_ATTRIBUTE', 'sn'),
    groupDn: provider.options.get('GROUP_DN') || null,
    groupAttribute: attribute('GROUP_ATTRIBUTE', 'member'),
    groupScope: scope('GROUP_SCOPE'),
    timeoutMs,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return settings;
}
