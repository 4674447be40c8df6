import type { RequestOptions } from '../rest/command.js';
import { throwIfEmpty } from '../rest/guards.js';
import { pathSegment } from '../rest/path-segment.js';
import type { AuthData } from './token-storage.js';

/** `json`: the refresh token comes back in the body; `cookie`: in an HttpOnly cookie. */
export type AuthMode = 'json' | 'cookie';

/** Options of `login`. */
export interface LoginOptions {
  /** One-time password when the user has two-factor authentication on. */
  otp?: string;
  /** Defaults to the mode the authentication part was created with. */
  mode?: AuthMode;
  /** A local or LDAP provider name: posts to `/auth/login/:provider`. */
  provider?: string;
}

/** The request of a sign-in: `POST /auth/login[/provider]` with `{ email, password, otp?, mode }`. */
export function loginRequest(email: string, password: string, mode: AuthMode, options: Omit<LoginOptions, 'mode'> = {}): RequestOptions {
  throwIfEmpty(email, 'Email cannot be empty');
  throwIfEmpty(password, 'Password cannot be empty');
  const body: Record<string, string> = { email, password };
  if (options.otp !== undefined) body.otp = options.otp;
  body.mode = mode;
  const path = options.provider === undefined ? '/auth/login' : `/auth/login/${pathSegment(options.provider)}`;
  return { path, method: 'POST', body };
}

/**
 * Turns a login or refresh answer (`{ access_token, refresh_token?, expires }`, api-reference
 * section 3) into the stored session; `expires_at` is `now + expires`.
 */
export function toAuthData(answer: unknown, now: number): AuthData {
  const data = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  if (typeof data.access_token !== 'string' || typeof data.expires !== 'number') {
    throw new Error('Unexpected authentication answer: expected access_token and expires');
  }
  return {
    access_token: data.access_token,
    refresh_token: typeof data.refresh_token === 'string' ? data.refresh_token : null,
    expires: data.expires,
    expires_at: now + data.expires,
  };
}
