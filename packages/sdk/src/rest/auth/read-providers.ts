import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';

/** One configured sign-in provider, as `GET /auth` lists it. */
export interface AuthProvider {
  name: string;
  label?: string | null;
  driver: string;
  icon?: string | null;
}

/**
 * Lists the configured sign-in providers: `GET /auth`; with `sessionOnly`, `GET /auth?sessionOnly`
 * lists only those that sign in through a browser redirect (OpenID, OAuth 2, SAML).
 *
 * @example
 * const providers = await client.request(readProviders());
 */
export function readProviders<Schema = Untyped>(sessionOnly = false): RestCommand<AuthProvider[], Schema> {
  return () => (sessionOnly ? { path: '/auth', params: { sessionOnly: '' } } : { path: '/auth' });
}
