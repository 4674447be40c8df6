import type { Knex } from 'knex';
import type { AuthRuntime } from '../../auth/auth-runtime.js';
import { acceptOtp } from '../../auth/accept-otp.js';
import { generateOtpSecret, otpAuthUrl } from '../../auth/otp.js';
import { verifyPassword } from '../../auth/passwords.js';
import { readAuthSettings } from '../../auth/read-auth-settings.js';
import { forbidden, invalidCredentials, invalidPayload } from '../../errors/error-helpers.js';
import { isUuid } from '../../utils/is-uuid.js';
import { changeAccountRecorded, type AccountTrail } from '../activity/record-account-change.js';

export interface TfaContext {
  db: Knex;
  auth: AuthRuntime;
  /** Who turns two-factor on or off: the change is recorded in the activity and revisions as theirs. */
  trail?: AccountTrail;
}

interface TfaUser {
  email: string | null;
  password: string | null;
  tfa_secret: string | null;
}

/**
 * `POST /users/me/tfa/generate`: after the password is confirmed, a new secret and its otpauth URL.
 * Nothing is stored until `enableTfa` proves the authenticator app has it.
 */
export async function generateTfa(ctx: TfaContext, user: string, password: string): Promise<{ secret: string; otpauth_url: string }> {
  const row = await userOf(ctx.db, user);
  if (!row.password || !(await verifyPassword(row.password, password))) throw invalidCredentials();
  return newTfaSecret(ctx, row);
}

/** A new secret and its otpauth URL for a user whose password was confirmed otherwise (the reference's TFAService.generateTFA). */
export async function generateTfaSecret(ctx: TfaContext, user: string): Promise<{ secret: string; otpauth_url: string }> {
  return newTfaSecret(ctx, await userOf(ctx.db, user));
}

async function newTfaSecret(ctx: TfaContext, row: TfaUser): Promise<{ secret: string; otpauth_url: string }> {
  if (row.tfa_secret) throw invalidPayload('TFA Secret is already set for this user');
  if (!row.email) throw invalidPayload('User must have a valid email to enable TFA');
  const secret = generateOtpSecret();
  const { projectName } = await readAuthSettings(ctx.db);
  return { secret, otpauth_url: otpAuthUrl(row.email, projectName, secret) };
}

/** `POST /users/me/tfa/enable`: stores the secret once an OTP made from it checks out. */
export async function enableTfa(ctx: TfaContext, user: string, secret: string, otp: string): Promise<void> {
  const row = await userOf(ctx.db, user);
  if (row.tfa_secret) throw invalidPayload('TFA Secret is already set for this user');
  if (!(await acceptOtp(ctx.db, user, otp, secret))) throw invalidPayload('"otp" is invalid');
  await changeAccountRecorded(ctx.db, ctx.trail, user, { tfa_secret: secret }, (db) =>
    db('directus_users').where('id', user).whereNull('tfa_secret').update({ tfa_secret: secret }),
  );
  void ctx.auth.invalidate();
}

/** `POST /users/me/tfa/disable`: needs a current OTP. */
export async function disableTfa(ctx: TfaContext, user: string, otp: string): Promise<void> {
  const row = await userOf(ctx.db, user);
  if (!row.tfa_secret) throw invalidPayload(`User "${user}" doesn't have TFA enabled`);
  if (!(await acceptOtp(ctx.db, user, otp, row.tfa_secret))) throw invalidPayload('"otp" is invalid');
  await changeAccountRecorded(ctx.db, ctx.trail, user, { tfa_secret: null }, (db) =>
    db('directus_users').where('id', user).update({ tfa_secret: null }),
  );
  void ctx.auth.invalidate();
}

/** `POST /users/:pk/tfa/disable`: an admin removes someone's TFA (a lost phone); FORBIDDEN otherwise. */
export async function disableTfaOf(ctx: TfaContext, isAdmin: boolean, user: string): Promise<void> {
  if (!isAdmin || !isUuid(user)) throw forbidden();
  const changed = await changeAccountRecorded(ctx.db, ctx.trail, user, { tfa_secret: null }, (db) =>
    db('directus_users').where('id', user).update({ tfa_secret: null }),
  );
  if (changed !== 1) throw forbidden();
  void ctx.auth.invalidate();
}

async function userOf(db: Knex, user: string): Promise<TfaUser> {
  const row = (await db('directus_users').where('id', user).first('email', 'password', 'tfa_secret')) as TfaUser | undefined;
  if (!row) throw invalidCredentials();
  return row;
}

/** Whether `otp` is a current, unspent code of `secret` (or of the user's own secret); accepting it spends it. */
export async function verifyTfaOtp(ctx: TfaContext, user: string, otp: string, secret?: string): Promise<boolean> {
  if (secret) return acceptOtp(ctx.db, user, otp, secret);
  const row = await userOf(ctx.db, user);
  if (!row.tfa_secret) throw invalidPayload(`User "${user}" doesn't have TFA enabled`);
  return acceptOtp(ctx.db, user, otp, row.tfa_secret);
}
