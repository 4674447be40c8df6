import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { sessionBody, type SessionOptions } from './auth-result.js';

/**
 * Ends a session as a command: `POST /auth/logout` with the same body as {@link refresh} (204).
 *
 * @example
 * await client.request(logout({ mode: 'json', refresh_token: stored.refresh_token }));
 */
export function logout<Schema = Untyped>(options: SessionOptions = {}): RestCommand<void, Schema> {
  return () => ({ path: '/auth/logout', method: 'POST', body: sessionBody(options) });
}
