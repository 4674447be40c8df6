import type { Untyped } from '../../schema-types.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';
import type { RestCommand } from '../command.js';

/** `POST /users/me/tfa/generate`: the new secret and the URL an authenticator app reads (nothing is stored yet). */
export interface TwoFactorSecret {
  secret: string;
  otpauth_url: string;
}

/**
 * Confirms the signed-in user's password and returns a new two-factor secret:
 * `POST /users/me/tfa/generate`. Pass it to {@link enableTwoFactor} with a code made from it.
 *
 * @example
 * const { secret, otpauth_url } = await client.request(generateTwoFactorSecret('password'));
 */
export function generateTwoFactorSecret<Schema = Untyped>(password: string): RestCommand<TwoFactorSecret, Schema> {
  return () => ({ path: '/users/me/tfa/generate', method: 'POST', body: { password } });
}

/** Turns two-factor sign-in on once `otp` proves the user's app has `secret`: `POST /users/me/tfa/enable` (204). */
export function enableTwoFactor<Schema = Untyped>(secret: string, otp: string): RestCommand<void, Schema> {
  return () => ({ path: '/users/me/tfa/enable', method: 'POST', body: { secret, otp } });
}

/** An administrator turns another user's two-factor sign-in off: `POST /users/:key/tfa/disable` (204). */
export function disableUserTwoFactor<Schema = Untyped>(key: string): RestCommand<void, Schema> {
  return () => {
    throwIfEmpty(key, 'Key cannot be empty');
    return { path: `/users/${pathSegment(key)}/tfa/disable`, method: 'POST' };
  };
}

/**
 * The signed-in user turns their own two-factor sign-in off, proving it with a current code:
 * `POST /users/me/tfa/disable` with `{ otp }` (204).
 *
 * @example
 * await client.request(disableTwoFactor('123456'));
 */
export function disableTwoFactor<Schema = Untyped>(otp: string): RestCommand<void, Schema> {
  return () => {
    throwIfEmpty(otp, 'OTP cannot be empty');
    return { path: '/users/me/tfa/disable', method: 'POST', body: { otp } };
  };
}
