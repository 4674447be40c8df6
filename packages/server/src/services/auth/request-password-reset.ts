import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { passwordFingerprint, signScopedToken } from '../../auth/scoped-tokens.js';
import { readAuthSettings } from '../../auth/read-auth-settings.js';
import type { Config } from '../../config/load-config.js';
import type { Secrets } from '../../config/secrets.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isUrlAllowed } from '../../utils/is-url-allowed.js';
import { stall } from '../../utils/stall.js';
import { linkWithToken } from '../mail/link-with-token.js';
import { sendMail } from '../mail/send-mail.js';
import { passwordResetMail } from '../mail/templates.js';

export interface PasswordRequestContext {
  db: Knex;
  config: Config;
  secrets: Secrets;
  logger: Logger;
}

/**
 * Mails an active user a single-use reset link (JWT, scope password-reset, 1 day). Answers the same,
 * after the same delay, whether or not the e-mail belongs to anyone; only a reset URL outside
 * PASSWORD_RESET_URL_ALLOW_LIST is an error, and it is checked before the user is looked up.
 */
export async function requestPasswordReset(ctx: PasswordRequestContext, email: string, resetUrl: string | undefined): Promise<void> {
  const startedAt = performance.now();
  if (resetUrl && !isUrlAllowed(resetUrl, ctx.config.PASSWORD_RESET_URL_ALLOW_LIST))
    throw invalidPayload(`URL "${resetUrl}" can't be used to reset passwords`);
  try {
    const user = (await ctx
      .db('directus_users')
      .whereRaw('lower(??) = ?', ['email', email.toLowerCase()])
      .first('email', 'password', 'status')) as { email: string; password: string | null; status: string } | undefined;
    if (user?.status === 'active') {
      const token = await signScopedToken(
        { scope: 'password-reset', email: user.email, hash: passwordFingerprint(user.password) },
        ctx.secrets.secret,
      );
      const { projectName } = await readAuthSettings(ctx.db);
      const mail = passwordResetMail(user.email, linkWithToken(ctx.config, resetUrl, 'admin/reset-password', token), projectName);
      // Not awaited: how long the mail server takes must not tell a caller that the account exists.
      sendMail(ctx, mail).catch((error: unknown) => ctx.logger.error({ err: error }, 'could not send the password reset mail'));
    }
  } catch (error) {
    ctx.logger.warn({ err: error }, 'password reset request failed');
  }
  await stall(ctx.config.LOGIN_STALL_TIME, startedAt);
}
