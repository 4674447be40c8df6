import type { AppContext } from '../../../app-context.js';
import { invalidCredentials } from '../../../errors/error-helpers.js';
import type { ProviderConfig } from '../provider-config.js';
import { readLdapUser } from './find-ldap-user.js';
import { withLdapConnection } from './ldap-connection.js';
import { serviceFailure } from './ldap-errors.js';
import type { LdapSettings } from './ldap-settings.js';
import { NoSuchObjectError } from 'ldapts';

/**
 * Before a session of a directory user is renewed: the entry must still exist and not be disabled
 * (reference: it reads the entry by its DN as BIND_DN). INVALID_CREDENTIALS otherwise.
 */
export async function refreshLdapUser(ctx: AppContext, provider: ProviderConfig, settings: LdapSettings, userId: string): Promise<void> {
  const row = (await ctx.db('directus_users').where({ id: userId, provider: provider.name }).first('external_identifier')) as
    { external_identifier: string | null } | undefined;
  if (!row?.external_identifier) throw invalidCredentials();
  const dn = row.external_identifier;
  const user = await withLdapConnection(settings, async (connection) => {
    try {
      await connection.bind(settings.bindDn, settings.bindPassword);
      return await readLdapUser(connection, settings, dn);
    } catch (error) {
      if (error instanceof NoSuchObjectError) return null;
      throw serviceFailure(error, provider.name);
    }
  });
  if (user === null || user.isDisabled) throw invalidCredentials();
}
