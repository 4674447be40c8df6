import { readAuthSettings } from '../../auth/read-auth-settings.js';
import { signScopedToken } from '../../auth/scoped-tokens.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isUrlAllowed } from '../../utils/is-url-allowed.js';
import { linkWithToken } from '../mail/link-with-token.js';
import { sendMail } from '../mail/send-mail.js';
import { userInvitationMail } from '../mail/templates.js';
import { createUsers } from './create-users.js';
import { updateUsers } from './update-users.js';
import type { SystemWriteContext, UsersContext } from './users-context.js';

/**
 * Creates an `invited` user per new e-mail and mails each a link with an invite token (7 days).
 * An e-mail already invited gets a new mail (and the new role); one of an existing user is skipped.
 */
export async function inviteUsers(
  ctx: UsersContext,
  op: SystemWriteContext,
  emails: readonly string[],
  role: string,
  inviteUrl: string | undefined,
): Promise<void> {
  if (inviteUrl && !isUrlAllowed(inviteUrl, ctx.config.USER_INVITE_URL_ALLOW_LIST))
    throw invalidPayload(`URL "${inviteUrl}" can't be used to invite users`);
  const { projectName } = await readAuthSettings(ctx.db);
  for (const email of emails) {
    const existing = (await ctx
      .db('directus_users')
      .whereRaw('lower(??) = ?', ['email', email.toLowerCase()])
      .first('id', 'status', 'role')) as { id: string; status: string; role: string | null } | undefined;
    if (!existing) await createUsers(op, [{ email, role, status: 'invited' }]);
    else if (existing.status !== 'invited') continue;
    else if (existing.role !== role) await updateUsers(op, [{ keys: [existing.id], data: { role } }]);
    const token = await signScopedToken({ scope: 'invite', email }, ctx.secrets.secret);
    const mail = userInvitationMail(email, linkWithToken(ctx.config, inviteUrl, 'admin/accept-invite', token), projectName);
    sendMail(ctx, mail).catch((error: unknown) => ctx.logger.error({ err: error }, 'could not send the invitation mail'));
  }
}
