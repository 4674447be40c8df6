import { randomBytes } from 'node:crypto';
import type { CacheProvider } from '@node-saml/node-saml';
import type { Knex } from 'knex';

/** How long the IdP may take to answer an AuthnRequest (the person signs in there meanwhile). */
export const SAML_REQUEST_LIFETIME_MS = 10 * 60_000;

/**
 * The AuthnRequests one provider sent, in `tessera_saml_requests` (shared by every instance).
 * `record` adds a new request id with its redirect; node-saml checks responses against the list
 * through `cacheProvider`; `claim` spends an id once, atomically, after the response is accepted.
 */
export interface SamlRequestStore {
  /** For node-saml: getAsync answers whether an id is pending; saveAsync and removeAsync do nothing (see record, claim). */
  cacheProvider: CacheProvider;
  /** A new request id (an XML ID: starts with a letter or `_`), recorded with the sign-in's redirect. */
  record(redirect: string | null): Promise<string>;
  /** Deletes the request `id`; true only for the one caller whose delete found it unexpired. */
  claim(id: string): Promise<boolean>;
  /** The redirect the pending request `id` was started with (null when none or unknown). */
  redirectOf(id: string): Promise<string | null>;
}

const TABLE = 'tessera_saml_requests';

export function createSamlRequestStore(db: Knex, provider: string): SamlRequestStore {
  const live = () => db(TABLE).where('provider', provider).andWhere('expires', '>', Date.now());
  const cacheProvider: CacheProvider = {
    saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
    // node-saml compares the answer with its own expiry period; the row's existence (unexpired) is what counts.
    getAsync: async (key) => ((await live().andWhere('id', key).first('id')) ? new Date().toISOString() : null),
    // Spending happens in claim(), after the whole response is checked, as one atomic delete.
    removeAsync: async () => null,
  };
  return {
    cacheProvider,
    record: async (redirect) => {
      await db(TABLE).where('expires', '<=', Date.now()).delete();
      const id = `_${randomBytes(20).toString('hex')}`;
      await db(TABLE).insert({ id, provider, redirect, expires: Date.now() + SAML_REQUEST_LIFETIME_MS });
      return id;
    },
    claim: async (id) => (await live().andWhere('id', id).delete()) === 1,
    redirectOf: async (id) => {
      const row = (await live().andWhere('id', id).first('redirect')) as { redirect: string | null } | undefined;
      return row?.redirect ?? null;
    },
  };
}
