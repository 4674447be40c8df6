import type { AuthMode } from '../../auth/login.js';

/**
 * What `POST /auth/login`, `/auth/refresh` and `/shares/auth` answer (api-reference section 3):
 * the access token, its lifetime in ms, and the refresh token (null in cookie mode, where it
 * travels in an HttpOnly cookie instead).
 */
export interface AuthenticationResult {
  access_token: string;
  refresh_token: string | null;
  expires: number;
}

/** Options of the {@link refresh} and {@link logout} commands. */
export interface SessionOptions {
  /** `cookie` (default, as in the reference SDK) or `json`, which needs `refresh_token`. */
  mode?: AuthMode;
  /** The refresh token to use in json mode. */
  refresh_token?: string;
}

/** The body refresh and logout send: the mode, and the refresh token when one is given. */
export function sessionBody(options: SessionOptions): { mode: AuthMode; refresh_token?: string } {
  const body: { mode: AuthMode; refresh_token?: string } = { mode: options.mode ?? 'cookie' };
  if (options.refresh_token) body.refresh_token = options.refresh_token;
  return body;
}
