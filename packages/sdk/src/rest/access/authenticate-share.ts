import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import type { AuthenticationResult } from '../auth/auth-result.js';
import { throwIfEmpty } from '../guards.js';

/**
 * Signs in to a share: `POST /shares/auth` with `{ share, password? }`. The answer is a session
 * (json mode) whose role can read only the shared item; use it with `withToken` or `staticToken`.
 *
 * @example
 * const { access_token } = await client.request(authenticateShare(shareId, 'share-password'));
 */
export function authenticateShare<Schema = Untyped>(share: string, password?: string): RestCommand<AuthenticationResult, Schema> {
  return () => {
    throwIfEmpty(share, 'Share cannot be empty');
    const body: { share: string; password?: string } = { share };
    if (password !== undefined) body.password = password;
    return { path: '/shares/auth', method: 'POST', body };
  };
}
