import { EqualityFilter, type Client } from 'ldapts';
import { entryValue } from './entry-value.js';
import type { LdapSettings } from './ldap-settings.js';

/** The directory entry of the person signing in. */
export interface LdapUser {
  dn: string;
  uid: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Active Directory says the account is disabled, locked out or its password expired. */
  isDisabled: boolean;
}

// userAccountControl flags (Active Directory): ACCOUNTDISABLE 0x2, LOCKOUT 0x10, PASSWORD_EXPIRED 0x800000.
const REFUSED_ACCOUNT_FLAGS = 0x800012;

/**
 * The entry whose USER_ATTRIBUTE equals `identifier`, searched under USER_DN by a client bound as
 * BIND_DN. The identifier goes into an EqualityFilter, which ldapts encodes as a value (never parsed
 * as filter text), so `*)(uid=*` matches only a user literally named so. None, or more than one
 * match (an ambiguous identifier), is null.
 */
export async function findLdapUser(client: Client, settings: LdapSettings, identifier: string): Promise<LdapUser | null> {
  const { searchEntries } = await client.search(settings.userDn, {
    scope: settings.userScope,
    filter: new EqualityFilter({ attribute: settings.userAttribute, value: identifier }),
    attributes: ['uid', settings.mailAttribute, settings.firstNameAttribute, settings.lastNameAttribute, 'userAccountControl'],
    sizeLimit: 2,
  });
  if (searchEntries.length !== 1) return null;
  return ldapUserOf(searchEntries[0]!, settings);
}

/** The entry at `dn` itself (a base search), or null when the directory no longer has it. */
export async function readLdapUser(client: Client, settings: LdapSettings, dn: string): Promise<LdapUser | null> {
  const { searchEntries } = await client.search(dn, {
    scope: 'base',
    attributes: ['uid', settings.mailAttribute, settings.firstNameAttribute, settings.lastNameAttribute, 'userAccountControl'],
  });
  return searchEntries[0] ? ldapUserOf(searchEntries[0], settings) : null;
}

function ldapUserOf(entry: Parameters<typeof entryValue>[0], settings: LdapSettings): LdapUser {
  const control = Number(entryValue(entry, 'userAccountControl') ?? 0);
  return {
    dn: entry.dn,
    uid: entryValue(entry, 'uid'),
    email: entryValue(entry, settings.mailAttribute),
    firstName: entryValue(entry, settings.firstNameAttribute),
    lastName: entryValue(entry, settings.lastNameAttribute),
    isDisabled: Number.isFinite(control) && (control & REFUSED_ACCOUNT_FLAGS) !== 0,
  };
}
