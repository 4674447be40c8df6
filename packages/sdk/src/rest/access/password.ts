import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import type { Untyped } from '../../schema-types.js';

/** Asks for a password-reset mail: `POST /auth/password/request` (always 204). */
export function passwordRequest<Schema = Untyped>(email: string, resetUrl?: string): RestCommand<void, Schema> {
  return () => {
    throwIfEmpty(email, 'Email cannot be empty');
    return { path: '/auth/password/request', method: 'POST', body: resetUrl === undefined ? { email } : { email, reset_url: resetUrl } };
  };
}

/** Sets a new password with the token from the reset mail: `POST /auth/password/reset` (204). */
export function passwordReset<Schema = Untyped>(token: string, password: string): RestCommand<void, Schema> {
  return () => {
    throwIfEmpty(token, 'Token cannot be empty');
    return { path: '/auth/password/reset', method: 'POST', body: { token, password } };
  };
}
