import type { AuthMode } from '../../auth/login.js';
import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { sessionBody, type AuthenticationResult, type SessionOptions } from './auth-result.js';

/**
 * Renews a session as a command: `POST /auth/refresh` with `{ mode, refresh_token? }`. In cookie
 * mode (the default) the browser sends the refresh cookie; in json mode pass `refresh_token`.
 * Takes an options object (the reference SDK today) or `(mode, refresh_token?)` (its v10-era form).
 *
 * @example
 * const tokens = await client.request(refresh({ mode: 'json', refresh_token: stored.refresh_token }));
 */
export function refresh<Schema = Untyped>(options?: SessionOptions): RestCommand<AuthenticationResult, Schema>;
export function refresh<Schema = Untyped>(mode: AuthMode, refreshToken?: string): RestCommand<AuthenticationResult, Schema>;
export function refresh<Schema = Untyped>(
  modeOrOptions: AuthMode | SessionOptions = {},
  refreshToken?: string,
): RestCommand<AuthenticationResult, Schema> {
  const options: SessionOptions =
    typeof modeOrOptions === 'string' ? { mode: modeOrOptions, ...(refreshToken ? { refresh_token: refreshToken } : {}) } : modeOrOptions;
  return () => ({ path: '/auth/refresh', method: 'POST', body: sessionBody(options) });
}
