import { Client } from 'ldapts';
import type { LdapSettings } from './ldap-settings.js';

/**
 * Runs `work` on a fresh connection to the directory and closes it afterwards, whatever happened:
 * no connection outlives a sign-in. Connecting and every operation are bounded by TIMEOUT.
 */
export async function withLdapConnection<T>(settings: LdapSettings, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ url: settings.url, timeout: settings.timeoutMs, connectTimeout: settings.timeoutMs, strictDN: true });
  try {
    return await work(client);
  } finally {
    // unbind() closes the socket; a dead or silent server must not turn a finished sign-in into an error.
    await client.unbind().catch(() => undefined);
  }
}
