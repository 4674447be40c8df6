import type { RequestOptions } from '../rest/command.js';
import type { AuthMode } from './login.js';

/**
 * The request that renews the session: `POST /auth/refresh` with `{ mode }`, plus
 * `refresh_token` in json mode only (in cookie mode the browser sends the cookie).
 */
export function refreshRequest(mode: AuthMode, refreshToken: string | null): RequestOptions {
  return { path: '/auth/refresh', method: 'POST', body: sessionBody(mode, refreshToken) };
}

/** The body refresh and logout share (system-spec section 7). */
export function sessionBody(mode: AuthMode, refreshToken: string | null): { mode: AuthMode; refresh_token?: string } {
  if (mode !== 'json') return { mode };
  if (!refreshToken) throw new Error('No refresh token: sign in with mode "json" first');
  return { mode, refresh_token: refreshToken };
}
