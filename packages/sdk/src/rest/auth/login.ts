import type { LoginOptions } from '../../auth/login.js';
import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import type { AuthenticationResult } from './auth-result.js';
import { getAuthEndpoint } from './get-auth-endpoint.js';

/**
 * Signs in as a command, without the authentication part keeping the session:
 * `POST /auth/login[/provider]` with `{ email, password, otp?, mode? }`. Without `mode` the server
 * answers in json mode (the refresh token in the body).
 *
 * @example
 * const { access_token, refresh_token } = await client.request(login('admin@example.com', 'secret'));
 */
export function login<Schema = Untyped>(
  email: string,
  password: string,
  options: LoginOptions = {},
): RestCommand<AuthenticationResult, Schema> {
  return () => {
    throwIfEmpty(email, 'Email cannot be empty');
    throwIfEmpty(password, 'Password cannot be empty');
    const body: Record<string, string> = { email, password };
    if (options.otp !== undefined) body.otp = options.otp;
    if (options.mode !== undefined) body.mode = options.mode;
    return { path: getAuthEndpoint(options.provider), method: 'POST', body };
  };
}
