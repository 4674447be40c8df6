import type { Knex } from 'knex';
import type { ProviderConfig } from '../provider-config.js';

export interface LinkUser {
  id: string;
  email: string;
  status: string;
  last_access: unknown;
}

/**
 * The account an e-mail link may sign in: found by e-mail (any case), and only a local user
 * (`default`) or one of this provider. A user of an SSO provider (OpenID, LDAP, SAML) is left out:
 * that provider decides whether the person may still sign in, and a mailbox must not bypass it.
 */
export async function findLinkUser(db: Knex, provider: ProviderConfig, email: string): Promise<LinkUser | undefined> {
  return (await db('directus_users')
    .whereRaw('lower(??) = ?', ['email', email.toLowerCase()])
    .whereIn('provider', ['default', provider.name])
    .first('id', 'email', 'status', 'last_access')) as LinkUser | undefined;
}
