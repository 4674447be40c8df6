import type { Logger } from 'pino';
import type { Config } from '../../config/load-config.js';
import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import { isUuid } from '../../utils/is-uuid.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItem } from '../items/read-items.js';
import { sendMail } from '../mail/send-mail.js';
import { shareInvitationMail } from '../mail/templates.js';

/** At most this many addresses per request: one request must not become a mail flood. */
export const MAX_SHARE_INVITES = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ShareInvite {
  share: string;
  emails: string[];
}

/** `{share, emails}` of `POST /shares/invite`: a share id and 1 to MAX_SHARE_INVITES valid addresses, nothing else. */
export function parseShareInvite(body: unknown): ShareInvite {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidPayload('"value" must be of type object');
  const raw = body as Record<string, unknown>;
  for (const key of Object.keys(raw)) if (key !== 'share' && key !== 'emails') throw invalidPayload(`"${key}" is not allowed`);
  if (typeof raw.share !== 'string' || raw.share === '') throw invalidPayload('"share" is required');
  const emails = raw.emails;
  if (!Array.isArray(emails)) throw invalidPayload('"emails" must be an array');
  if (emails.length === 0) throw invalidPayload('"emails" must contain at least 1 items');
  if (emails.length > MAX_SHARE_INVITES) throw invalidPayload(`"emails" must contain less than or equal to ${MAX_SHARE_INVITES} items`);
  emails.forEach((email, index) => {
    if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email))
      throw invalidPayload(`"emails[${index}]" must be a valid email`);
  });
  return { share: raw.share, emails: [...new Set(emails as string[])] };
}

export interface ShareInviteContext {
  /** The caller's operation context on `directus_shares`: the share must be readable through it. */
  shares: OperationContext;
  config: Config;
  logger: Logger;
}

/**
 * Mails each address a link to the share's page of the app (`<PUBLIC_URL>/admin/shared/<id>`), in
 * the caller's name, as the reference's `SharesService.invite`. Only signed-in users who can read
 * the share may; anyone else, or an unknown share, gets FORBIDDEN.
 */
export async function inviteToShare(ctx: ShareInviteContext, invite: ShareInvite): Promise<void> {
  const user = ctx.shares.accountability?.user;
  if (!user || !isUuid(invite.share)) throw forbiddenOrMissing();
  const share = await readItem(ctx.shares, 'directus_shares', invite.share, { fields: ['id', 'collection'] });
  const sender = (await ctx.shares.db('directus_users').where('id', user).first('first_name', 'last_name', 'email')) as
    { first_name: string | null; last_name: string | null; email: string | null } | undefined;
  const link = shareLink(ctx.config.PUBLIC_URL, invite.share);
  for (const email of invite.emails) {
    const mail = shareInvitationMail(email, link, senderName(sender), String(share.collection));
    sendMail(ctx, mail).catch((error: unknown) => ctx.logger.error({ err: error }, 'could not send the share invitation mail'));
  }
}

function shareLink(publicUrl: string, share: string): string {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  return `${base}admin/shared/${encodeURIComponent(share)}`;
}

/** The reference's display name: first and last name, either alone, the e-mail, else "Unknown User". */
function senderName(user: { first_name: string | null; last_name: string | null; email: string | null } | undefined): string {
  if (user?.first_name && user.last_name) return `${user.first_name} ${user.last_name}`;
  return user?.first_name || user?.last_name || user?.email || 'Unknown User';
}
