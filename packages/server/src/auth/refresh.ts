import { invalidCredentials } from '../errors/error-helpers.js';
import { parseIpAllowList } from '../utils/ip-allow-list.js';
import { stall } from '../utils/stall.js';
import { toBoolean } from '../utils/to-boolean.js';
import type { AccessTokenClaims } from './access-token-claims.js';
import { invalidIp, userSuspended } from './auth-errors.js';
import type { AuthContext, SignedIn } from './login.js';
import { deleteSession, rotateSession, sessionIdOf, type ClientInfo } from './sessions.js';
import { signAccessToken } from './sign-access-token.js';

interface SessionRow {
  user: string | null;
  share: string | null;
  status: string | null;
  role: string | null;
  admin_access: unknown;
  app_access: unknown;
  ip_access: unknown;
  share_role: string | null;
  share_collection: string | null;
  share_item: string | null;
}

/**
 * Trades a live refresh token for a new access token and a new refresh token; the old one stops
 * working at once. Unknown, expired or already rotated → INVALID_CREDENTIALS; a session of a
 * suspended user is removed and answered USER_SUSPENDED.
 */
export async function refresh(
  ctx: AuthContext,
  refreshToken: string,
  client: ClientInfo,
  options: { session: boolean },
): Promise<Omit<SignedIn, 'user'> & { user: string | null }> {
  const startedAt = performance.now();
  const row = (await ctx
    .db('directus_sessions as s')
    .leftJoin('directus_users as u', 'u.id', 's.user')
    .leftJoin('directus_roles as r', 'r.id', 'u.role')
    .leftJoin('directus_shares as sh', 'sh.id', 's.share')
    .where('s.token', refreshToken)
    .andWhere('s.expires', '>=', new Date())
    .first(
      's.user',
      's.share',
      'u.status',
      'u.role',
      'r.admin_access',
      'r.app_access',
      'r.ip_access',
      'sh.role as share_role',
      'sh.collection as share_collection',
      'sh.item as share_item',
    )) as SessionRow | undefined;
  if (!row || (!row.user && !row.share)) throw invalidCredentials();
  if (row.user && row.status !== 'active') {
    if (await deleteSession(ctx.db, refreshToken)) await ctx.auth.revokeSessions([sessionIdOf(refreshToken)]);
    if (row.status !== 'suspended') throw invalidCredentials();
    await stall(ctx.config.LOGIN_STALL_TIME, startedAt);
    throw userSuspended();
  }
  if (row.user && !parseIpAllowList(row.ip_access)(client.ip)) throw invalidIp();
  const ttl = options.session ? ctx.config.SESSION_COOKIE_TTL : ctx.config.REFRESH_TOKEN_TTL;
  const next = await rotateSession(ctx.db, refreshToken, ttl);
  if (!next) throw invalidCredentials();
  ctx.auth.forgetSession(refreshToken);
  const accessTtl = options.session ? ctx.config.SESSION_COOKIE_TTL : ctx.config.ACCESS_TOKEN_TTL;
  const accessToken = await signAccessToken(
    { ...claimsOf(row), ...(options.session ? { session: next } : { sid: sessionIdOf(next) }) },
    ctx.secrets.secret,
    accessTtl,
  );
  if (row.user) await ctx.db('directus_users').where('id', row.user).update({ last_access: new Date() });
  return { accessToken, refreshToken: next, expires: accessTtl, user: row.user };
}

function claimsOf(row: SessionRow): AccessTokenClaims {
  if (row.user) return { id: row.user, role: row.role, app_access: toBoolean(row.app_access), admin_access: toBoolean(row.admin_access) };
  return {
    role: row.share_role,
    app_access: false,
    admin_access: false,
    share: row.share!,
    ...(row.share_collection && row.share_item ? { share_scope: { collection: row.share_collection, item: row.share_item } } : {}),
  };
}
