import type { RequestOptions } from '../rest/command.js';
import type { AuthMode } from './login.js';
import { sessionBody } from './refresh.js';

/** The request that ends the session: `POST /auth/logout` with the same body as refresh. */
export function logoutRequest(mode: AuthMode, refreshToken: string | null): RequestOptions {
  return { path: '/auth/logout', method: 'POST', body: sessionBody(mode, refreshToken) };
}
