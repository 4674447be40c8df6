import { EqualityFilter, type Client } from 'ldapts';
import { entryValues } from './entry-value.js';
import type { LdapUser } from './find-ldap-user.js';
import type { LdapSettings } from './ldap-settings.js';

// A bound on what one sign-in reads: a user in more groups than this gets the first ones.
const MAX_GROUPS = 500;

/**
 * The groups under GROUP_DN whose GROUP_ATTRIBUTE names the user (its DN, or its uid for
 * `memberUid`, as the reference does), each as its DN and its cn values: ROLE_MAPPING may key
 * either. No GROUP_DN: no groups.
 */
export async function readLdapGroups(client: Client, settings: LdapSettings, user: LdapUser): Promise<string[]> {
  if (settings.groupDn === null) return [];
  const byUid = settings.groupAttribute.toLowerCase() === 'memberuid' && user.uid !== null;
  const { searchEntries } = await client.search(settings.groupDn, {
    scope: settings.groupScope,
    filter: new EqualityFilter({ attribute: settings.groupAttribute, value: byUid ? user.uid! : user.dn }),
    attributes: ['cn'],
    sizeLimit: MAX_GROUPS,
  });
  return searchEntries.flatMap((entry) => [entry.dn, ...entryValues(entry, 'cn')]);
}
