import { dialectOf } from '../../db/dialects/dialect-of.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import { AppError } from '../../errors/app-error.js';
import type { AccessContext } from '../permissions/resolve-request-access.js';
import { resolveRequestAccess } from '../permissions/resolve-request-access.js';
import type { Accountability } from '../../permissions/accountability.js';
import { toBoolean } from '../../utils/to-boolean.js';
import { createItems } from '../items/create-items.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItem } from '../items/read-items.js';

/** `@` and a version-4 UUID, the reference's mention syntax (the app inserts `@<user id>`). */
const MENTION = /@([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})/gi;
/** A comment naming more users than this notifies the first ones only: a flood of notifications is not a comment. */
export const MAX_MENTIONS = 50;

export interface MentioningComment {
  collection: string;
  item: string;
  comment: string;
}

interface UserRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  role: string | null;
  status: string;
  admin_access: unknown;
  app_access: unknown;
}

/** The distinct users a comment mentions, lower-cased, in the order they first appear, at most MAX_MENTIONS. */
export function mentionedUsers(comment: string): string[] {
  const ids = new Set<string>();
  for (const match of comment.matchAll(MENTION)) {
    ids.add(match[1]!.toLowerCase());
    if (ids.size === MAX_MENTIONS) break;
  }
  return [...ids];
}

/** How the reference names a user in a notification: first and last name, else the first name, else the email, else "Unknown User". */
export function userName(user: Pick<UserRow, 'first_name' | 'last_name' | 'email'> | undefined): string {
  if (user?.first_name && user.last_name) return `${user.first_name} ${user.last_name}`;
  return user?.first_name || user?.email || 'Unknown User';
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * After `POST /activity/comment`: one notification to each active user the comment mentions
 * (`@<user id>`) who may read the commented item under their own rules, from the commenter, as the
 * reference sends it: subject "You were mentioned in <collection>", a message quoting the comment
 * with the mentions replaced by names, and a link to the item in the app. Users who may not read
 * the item, unknown ids and the suspended are skipped without a word, so a mention reveals nothing.
 * The notifications are the server's own write, in one statement.
 */
export async function notifyMentions(
  ctx: AccessContext & { config: { PUBLIC_URL: string } },
  op: OperationContext,
  comment: MentioningComment,
): Promise<void> {
  const sender = op.accountability?.user;
  const ids = mentionedUsers(comment.comment);
  if (!sender || ids.length === 0) return;
  const users: UserRow[] = [];
  for (const run of parameterChunks(dialectOf(op.db), [...ids, sender])) {
    const rows = (await op
      .db('directus_users as u')
      .leftJoin('directus_roles as r', 'r.id', 'u.role')
      .whereIn('u.id', run)
      .select('u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.role', 'u.status', 'r.admin_access', 'r.app_access')) as UserRow[];
    for (const row of rows) users.push(row);
  }
  const byId = new Map(users.map((user) => [String(user.id).toLowerCase(), user]));
  const recipients: UserRow[] = [];
  for (const id of ids) {
    const user = byId.get(id);
    if (user?.status === 'active' && (await mayRead(ctx, op, user, comment))) recipients.push(user);
  }
  if (recipients.length === 0) return;
  const quoted = quoteComment(comment.comment, byId);
  const senderName = userName(byId.get(String(sender).toLowerCase()));
  const link = itemLink(ctx.config.PUBLIC_URL, comment);
  const { permissions: _callerRules, ...server } = op;
  await createItems(
    server,
    'directus_notifications',
    recipients.map((user) => ({
      recipient: user.id,
      sender,
      subject: `You were mentioned in ${comment.collection}`,
      message: `\nHello ${escapeHtml(userName(user))},\n\n${escapeHtml(senderName)} has mentioned you in a comment:\n\n${quoted}\n\n<a href="${escapeHtml(link)}">Click here to view.</a>\n`,
      collection: comment.collection,
      item: comment.item,
    })),
  );
}

/** Whether the user may read the commented item under their own role's rules (admins always). */
async function mayRead(ctx: AccessContext, op: OperationContext, user: UserRow, comment: MentioningComment): Promise<boolean> {
  const accountability: Accountability = {
    user: user.id,
    role: user.role,
    admin: toBoolean(user.admin_access),
    app: toBoolean(user.app_access),
    ip: null,
    userAgent: null,
    origin: null,
  };
  if (accountability.admin) return true;
  const permissions = await resolveRequestAccess(ctx, accountability);
  const primary = op.schema.collections[comment.collection]?.primary;
  if (!primary) return false;
  try {
    await readItem({ ...op, accountability, permissions }, comment.collection, comment.item, { fields: [primary] });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return false;
    throw error;
  }
}

/** The comment as a Markdown quote, each mention replaced by the user's name in <em> (escaped: names are user input). */
function quoteComment(comment: string, users: Map<string, UserRow>): string {
  const named = escapeHtml(comment).replace(MENTION, (_mention, id: string) => {
    const user = users.get(id.toLowerCase());
    return user ? `<em>${escapeHtml(userName(user))}</em>` : '@Unknown User';
  });
  return `> ${named.replace(/\n+/g, '\n> ')}`;
}

/** `<PUBLIC_URL>/admin/content/<collection>/<item>`, each part encoded. */
function itemLink(publicUrl: string, comment: MentioningComment): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/admin/content/${encodeURIComponent(comment.collection)}/${encodeURIComponent(comment.item)}`;
}
