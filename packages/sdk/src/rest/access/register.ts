import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import type { Untyped } from '../../schema-types.js';

/** The optional part of a registration: names, and where the verification mail's link points (allow-listed by the server). */
export interface RegisterUserOptions {
  first_name?: string;
  last_name?: string;
  verification_url?: string;
}

/**
 * Registers a user when the project allows public registration: `POST /users/register` (204, also
 * when the e-mail is already taken, so it cannot be probed).
 */
export function registerUser<Schema = Untyped>(
  email: string,
  password: string,
  options: RegisterUserOptions = {},
): RestCommand<void, Schema> {
  return () => {
    throwIfEmpty(email, 'Email cannot be empty');
    throwIfEmpty(password, 'Password cannot be empty');
    return { path: '/users/register', method: 'POST', body: { email, password, ...options } };
  };
}

/** Verifies a registered e-mail with the token its mail carried: `GET /users/register/verify-email?token=`. */
export function registerUserVerify<Schema = Untyped>(token: string): RestCommand<void, Schema> {
  return () => {
    throwIfEmpty(token, 'Token cannot be empty');
    return { path: '/users/register/verify-email', params: { token } };
  };
}
