import type { AppContext } from '../../app-context.js';
import { isAppError } from '../../errors/app-error.js';
import { withToken } from '../../realtime/socket/socket-auth.js';
import type { GraphqlSocketConnection } from './graphql-socket-connection.js';

export type GraphqlSocketAuthMode = 'public' | 'handshake' | 'strict';

/**
 * `connection_init` → whether the connection may go on (false closes it with 4403). An
 * `access_token` in the payload signs it in (the role's IP allow-list and the 2FA setup gate
 * apply, as on the REST socket); without one, `handshake` refuses, `strict` keeps the identity the
 * upgrade was checked for, and `public` goes on as whoever the upgrade was (the public role when anonymous).
 */
export async function signInConnection(
  ctx: AppContext,
  mode: GraphqlSocketAuthMode,
  connection: GraphqlSocketConnection,
  params: Readonly<Record<string, unknown>> | undefined,
): Promise<boolean> {
  const token = params?.access_token;
  if (token !== undefined && token !== null) {
    if (typeof token !== 'string' || token === '') return false;
    let signedIn;
    try {
      signedIn = await withToken(ctx, token);
    } catch (error) {
      if (isAppError(error)) return false;
      throw error;
    }
    if (!signedIn.principal.isIpAllowed(connection.from.ip) || signedIn.principal.needsTfaSetup) return false;
    connection.accountability = { ...connection.from, ...signedIn.principal.accountability };
    connection.credentials = signedIn.credentials;
    return true;
  }
  if (mode === 'handshake') return false;
  connection.accountability = connection.upgrade.accountability;
  connection.credentials = connection.upgrade.credentials;
  return true;
}
