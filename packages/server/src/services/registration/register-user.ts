import { evaluateFilter } from '@tessera/shared';
import { readAuthSettings } from '../../auth/read-auth-settings.js';
import { signScopedToken } from '../../auth/scoped-tokens.js';
import { AppError } from '../../errors/app-error.js';
import { forbidden, invalidPayload } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import { isUrlAllowed } from '../../utils/is-url-allowed.js';
import { stall } from '../../utils/stall.js';
import { linkWithToken } from '../mail/link-with-token.js';
import { sendMail } from '../mail/send-mail.js';
import { userRegistrationMail } from '../mail/templates.js';
import { createUsers } from '../users/create-users.js';
import { operationFor, type UsersContext } from '../users/users-context.js';
import type { RegistrationInput } from './registration-input.js';
import { readRegistrationSettings } from './registration-settings.js';

/**
 * `POST /users/register` (reference `UsersService.registerUser`): only with settings
 * `public_registration`; the e-mail must pass `public_registration_email_filter`; the user gets
 * `public_registration_role` and is `unverified` (and mailed a link) when
 * `public_registration_verify_email` is on, else `active`. An e-mail already taken answers like a
 * success (no enumeration), except an unverified one, which is mailed again. Every outcome past the
 * URL check takes at least REGISTER_STALL_TIME.
 */
export async function registerUser(ctx: UsersContext, accountability: Accountability, input: RegistrationInput): Promise<void> {
  if (input.verification_url && !isUrlAllowed(input.verification_url, ctx.config.USER_REGISTER_URL_ALLOW_LIST))
    throw invalidPayload(`URL "${input.verification_url}" can't be used to verify registered users`);
  const startedAt = performance.now();
  const settings = await readRegistrationSettings(ctx.db);
  if (!settings.enabled) throw forbidden();
  if (settings.emailFilter && evaluateFilter(settings.emailFilter, { email: input.email }).length > 0) {
    await stall(ctx.config.REGISTER_STALL_TIME, startedAt);
    throw forbidden();
  }
  const existing = (await ctx.db('directus_users').whereRaw('lower(??) = ?', ['email', input.email.toLowerCase()]).first('status')) as
    { status: string } | undefined;
  if (existing && existing.status !== 'unverified') return stall(ctx.config.REGISTER_STALL_TIME, startedAt);
  if (!existing) {
    // The server writes the user itself (the caller is public): the user rules (e-mail, password policy) still apply.
    const op = await operationFor(ctx, accountability, 'directus_users', { asSystem: true });
    const user = {
      email: input.email,
      password: input.password,
      role: settings.role,
      status: settings.verifyEmail ? 'unverified' : 'active',
      first_name: input.first_name,
      last_name: input.last_name,
    };
    try {
      await createUsers(op, [user]);
    } catch (error) {
      // Registered by a concurrent request in between: still no word about the e-mail.
      if (error instanceof AppError && error.code === 'RECORD_NOT_UNIQUE') return stall(ctx.config.REGISTER_STALL_TIME, startedAt);
      throw error;
    }
    void ctx.auth.invalidate();
  }
  if (settings.verifyEmail) await mailVerificationLink(ctx, input);
  await stall(ctx.config.REGISTER_STALL_TIME, startedAt);
}

async function mailVerificationLink(ctx: UsersContext, input: RegistrationInput): Promise<void> {
  const token = await signScopedToken({ scope: 'pending-registration', email: input.email }, ctx.secrets.secret);
  const link = linkWithToken(ctx.config, input.verification_url ?? undefined, 'users/register/verify-email', token);
  const { projectName } = await readAuthSettings(ctx.db);
  // Not awaited: the mail server's delay must not tell the caller anything.
  sendMail(ctx, userRegistrationMail(input.email, link, projectName)).catch((error: unknown) =>
    ctx.logger.error({ err: error }, 'could not send the email verification mail'),
  );
}
