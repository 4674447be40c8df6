import { isAppError } from '../../errors/app-error.js';
import { invalidCredentials } from '../../errors/error-helpers.js';
import type { AuthContext, SignedIn } from '../../auth/login.js';
import { verifyDummyPassword, verifyPassword } from '../../auth/passwords.js';
import { createSession, purgeExpiredSessions, sessionIdOf, type ClientInfo } from '../../auth/sessions.js';
import { signAccessToken } from '../../auth/sign-access-token.js';
import { isUuid } from '../../utils/is-uuid.js';
import { stall } from '../../utils/stall.js';
import { isShareUsable, type ShareWindow } from './share-window.js';
import { hashCostOf } from '../../auth/argon2-hash-cost.js';

export interface ShareCredentials {
  share: string;
  password?: string;
}

interface ShareRow extends ShareWindow {
  id: string;
  role: string | null;
  collection: string | null;
  item: string | null;
  password: string | null;
}

/**
 * `POST /shares/auth`: signs in as a share. Unknown, outside its dates, used up or a wrong password
 * all answer INVALID_CREDENTIALS after the same delay. Each sign-in counts one use, atomically, so
 * two racing sign-ins cannot both take the last one. The session has no user: the JWT carries the
 * share, its scope and the share's role.
 */
export async function authenticateShare(
  ctx: AuthContext,
  credentials: ShareCredentials,
  client: ClientInfo,
  options: { session: boolean },
): Promise<Omit<SignedIn, 'user'>> {
  const startedAt = performance.now();
  try {
    return await attempt(ctx, credentials, client, options);
  } catch (error) {
    if (isAppError(error) && error.code === 'INVALID_CREDENTIALS') await stall(ctx.config.LOGIN_STALL_TIME, startedAt);
    throw error;
  }
}

async function attempt(
  ctx: AuthContext,
  credentials: ShareCredentials,
  client: ClientInfo,
  options: { session: boolean },
): Promise<Omit<SignedIn, 'user'>> {
  let share = await readUsableShare(ctx, credentials.share);
  if (!share) {
    await verifyDummyPassword(credentials.password ?? '', hashCostOf(ctx.config));
    throw invalidCredentials();
  }
  if (share.password && !(await verifyPassword(share.password, credentials.password ?? ''))) throw invalidCredentials();
  // Another sign-in may count a use between the read and the write: read again and retry a few times.
  for (let tries = 0; !(await countUse(ctx, share)); tries++) {
    share = tries < 5 ? await readUsableShare(ctx, share.id) : undefined;
    if (!share) throw invalidCredentials();
  }
  const ttl = options.session ? ctx.config.SESSION_COOKIE_TTL : ctx.config.REFRESH_TOKEN_TTL;
  const accessTtl = options.session ? ctx.config.SESSION_COOKIE_TTL : ctx.config.ACCESS_TOKEN_TTL;
  await purgeExpiredSessions(ctx.db);
  const refreshToken = await createSession(ctx.db, { user: null, share: share.id, ttlMs: ttl, client });
  const claims = {
    role: share.role,
    app_access: false,
    admin_access: false,
    share: share.id,
    ...(share.collection && share.item ? { share_scope: { collection: share.collection, item: share.item } } : {}),
    ...(options.session ? { session: refreshToken } : { sid: sessionIdOf(refreshToken) }),
  };
  const accessToken = await signAccessToken(claims, ctx.secrets.secret, accessTtl);
  return { accessToken, refreshToken, expires: accessTtl };
}

async function readUsableShare(ctx: AuthContext, id: string): Promise<ShareRow | undefined> {
  if (!isUuid(id)) return undefined;
  const share = (await ctx
    .db('directus_shares')
    .where('id', id)
    .first('id', 'role', 'collection', 'item', 'password', 'date_start', 'date_end', 'max_uses', 'times_used')) as ShareRow | undefined;
  return share && isShareUsable(share, Date.now()) ? share : undefined;
}

/** One more use, counted only if nobody else counted one since the share was read (no lost updates). */
async function countUse(ctx: AuthContext, share: ShareRow): Promise<boolean> {
  const used = Number(share.times_used ?? 0);
  const query = ctx.db('directus_shares').where('id', share.id);
  const counted = await (share.times_used === null ? query.whereNull('times_used') : query.where('times_used', used)).update({
    times_used: used + 1,
  });
  return counted === 1;
}
