import type { AuthMode } from '../../auth/login.js';
import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { sessionBody, type SessionOptions } from './auth-result.js';

/**
 * Ends a session as a command: `POST /auth/logout` with the same body as `refresh` (204). Takes an
 * options object (the reference SDK today) or `(refresh_token?, mode?)` (its v10-era form).
 *
 * @example
 * await client.request(logout({ mode: 'json', refresh_token: stored.refresh_token }));
 */
export function logout<Schema = Untyped>(options?: SessionOptions): RestCommand<void, Schema>;
export function logout<Schema = Untyped>(refreshToken: string | undefined, mode?: AuthMode): RestCommand<void, Schema>;
export function logout<Schema = Untyped>(
  tokenOrOptions: string | SessionOptions | undefined = {},
  mode?: AuthMode,
): RestCommand<void, Schema> {
  const options: SessionOptions =
    typeof tokenOrOptions === 'object'
      ? tokenOrOptions
      : { ...(mode ? { mode } : {}), ...(tokenOrOptions ? { refresh_token: tokenOrOptions } : {}) };
  return () => ({ path: '/auth/logout', method: 'POST', body: sessionBody(options) });
}
