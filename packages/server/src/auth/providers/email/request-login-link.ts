import type { AppContext } from '../../../app-context.js';
import { linkWithToken } from '../../../services/mail/link-with-token.js';
import { sendMail } from '../../../services/mail/send-mail.js';
import { loginLinkMail } from '../../../services/mail/templates.js';
import { describeDuration } from '../../../utils/describe-duration.js';
import { stall } from '../../../utils/stall.js';
import { readAuthSettings } from '../../read-auth-settings.js';
import { signScopedToken } from '../../scoped-tokens.js';
import type { ProviderConfig } from '../provider-config.js';
import { findLinkUser } from './find-link-user.js';
import type { LinkSettings } from './link-settings.js';
import { lastAccessFingerprint } from './login-link-token.js';

type RequestContext = Pick<AppContext, 'db' | 'config' | 'secrets' | 'logger'>;

/**
 * Mails an active user of this provider (or a local one) a single-use sign-in link to
 * `<PUBLIC_URL>/auth/login/<name>/callback?token=…`. Takes LOGIN_STALL_TIME whether or not the
 * address belongs to anyone, and never waits for the mail server, so neither the answer nor its
 * timing tells a caller that an account exists.
 */
export async function requestLoginLink(
  ctx: RequestContext,
  provider: ProviderConfig,
  settings: LinkSettings,
  email: string,
  redirect: string | null,
): Promise<void> {
  const startedAt = performance.now();
  try {
    const user = await findLinkUser(ctx.db, provider, email);
    if (user?.status === 'active') {
      const token = await signScopedToken(
        {
          scope: 'login-link',
          email: user.email,
          hash: lastAccessFingerprint(user.last_access),
          provider: provider.name,
          ...(redirect === null ? {} : { redirect }),
        },
        ctx.secrets.secret,
        settings.ttlMs / 1000,
      );
      const link = linkWithToken(ctx.config, undefined, `auth/login/${provider.name}/callback`, token);
      const { projectName } = await readAuthSettings(ctx.db);
      sendMail(ctx, loginLinkMail(user.email, link, projectName, describeDuration(settings.ttlMs))).catch((error: unknown) =>
        ctx.logger.error({ err: error }, 'could not send the sign-in link mail'),
      );
    }
  } catch (error) {
    // Answered like any other request: a failure here must not read differently from "no such user".
    ctx.logger.warn({ err: error }, 'sign-in link request failed');
  }
  await stall(ctx.config.LOGIN_STALL_TIME, startedAt);
}
