import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { sessionBody, type AuthenticationResult, type SessionOptions } from './auth-result.js';

/**
 * Renews a session as a command: `POST /auth/refresh` with `{ mode, refresh_token? }`. In cookie
 * mode (the default) the browser sends the refresh cookie; in json mode pass `refresh_token`.
 *
 * @example
 * const tokens = await client.request(refresh({ mode: 'json', refresh_token: stored.refresh_token }));
 */
export function refresh<Schema = Untyped>(options: SessionOptions = {}): RestCommand<AuthenticationResult, Schema> {
  return () => ({ path: '/auth/refresh', method: 'POST', body: sessionBody(options) });
}
