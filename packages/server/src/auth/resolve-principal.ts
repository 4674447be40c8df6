import type { Knex } from 'knex';
import type { Config } from '../config/load-config.js';
import type { Secrets } from '../config/secrets.js';
import { invalidCredentials } from '../errors/error-helpers.js';
import type { AccessTokenClaims } from './access-token-claims.js';
import type { AuthRuntime } from './auth-runtime.js';
import type { Principal } from './principal.js';
import { readShareCreator } from './read-share-creator.js';
import { SESSION_ID_LENGTH, sessionIdOf } from './sessions.js';
import { principalOfUser, selectUserAccess, type UserAccessRow } from './user-access.js';
import { looksLikeAccessToken, verifyAccessToken } from './verify-access-token.js';

export interface PrincipalContext {
  db: Knex;
  config: Config;
  secrets: Secrets;
  auth: AuthRuntime;
}

/**
 * What a bearer token stands for. A JWT of ours is verified with SECRET, anything else is a user's
 * static token. The user and role are read from the database (so a suspended user or a changed role
 * takes effect at once), then cached until the token expires or AUTH_TOKEN_CACHE_TTL passes. On
 * every request, cached or not, a token of a revoked session (logout, password change, …) is
 * refused as the reference refuses a token whose session is gone: INVALID_CREDENTIALS.
 */
export async function resolvePrincipal(ctx: PrincipalContext, token: string): Promise<Principal> {
  const now = Date.now();
  const cached = ctx.auth.principals.get(token, now);
  if (cached) {
    const sessionId = cached.accountability.sessionId;
    if (sessionId === undefined || !ctx.auth.isRevoked(sessionId, now)) return cached;
    ctx.auth.principals.delete(token);
    throw invalidCredentials();
  }
  let principal: Principal;
  let expiresAt = now + ctx.config.AUTH_TOKEN_CACHE_TTL;
  if (looksLikeAccessToken(token)) {
    const claims = (await verifyAccessToken(token, new TextEncoder().encode(ctx.secrets.secret))) as AccessTokenClaims & { exp?: number };
    const sessionId = sessionIdOfClaims(claims);
    if (sessionId !== undefined && ctx.auth.isRevoked(sessionId, now)) throw invalidCredentials();
    principal = await principalOfClaims(ctx.db, claims, sessionId);
    if (typeof claims.exp === 'number') expiresAt = Math.min(expiresAt, claims.exp * 1000);
  } else {
    const row = (await selectUserAccess(ctx.db).where('u.token', token).first()) as UserAccessRow | undefined;
    // The reference answers an unknown static token as bad credentials, not as a malformed token.
    if (!row || row.status !== 'active') throw invalidCredentials();
    principal = principalOfUser(row);
  }
  ctx.auth.principals.set(token, principal, expiresAt, now);
  return principal;
}

/** The session an access token names: its `sid` (json and cookie modes) or its `session` (session mode); none for the reference's older tokens. */
function sessionIdOfClaims(claims: AccessTokenClaims): string | undefined {
  if (typeof claims.session === 'string') return sessionIdOf(claims.session);
  return typeof claims.sid === 'string' && claims.sid.length === SESSION_ID_LENGTH ? claims.sid : undefined;
}

async function principalOfClaims(db: Knex, claims: AccessTokenClaims, sessionId: string | undefined): Promise<Principal> {
  if (claims.session) {
    const session = (await db('directus_sessions')
      .where('token', claims.session)
      .andWhere('expires', '>=', new Date())
      .first('user', 'share')) as { user: string | null; share: string | null } | undefined;
    // A session JWT dies with its session row (logout, rotation, expiry).
    if (!session || (session.user ?? undefined) !== claims.id || (session.share ?? undefined) !== claims.share) throw invalidCredentials();
  } else if (sessionId !== undefined && !(await sessionLives(db, claims, sessionId))) {
    // Beside the revocations every instance holds: what outlives them (a restart, a missed message).
    throw invalidCredentials();
  }
  if (!claims.id) {
    // A share token: no user, the share's role bounded by its creator's access, never admin or app access.
    const shareCreator = claims.share ? await readShareCreator(db, claims.share) : null;
    if (shareCreator === undefined) throw invalidCredentials();
    return {
      accountability: {
        user: null,
        role: claims.role ?? null,
        admin: false,
        app: false,
        ...(claims.session ? { session: claims.session } : {}),
        ...(sessionId ? { sessionId } : {}),
        ...(claims.share ? { share: claims.share, shareCreator, ...(claims.share_scope ? { shareScope: claims.share_scope } : {}) } : {}),
      },
      isIpAllowed: () => true,
      needsTfaSetup: false,
    };
  }
  const row = (await selectUserAccess(db).where('u.id', claims.id).first()) as UserAccessRow | undefined;
  if (!row || row.status !== 'active') throw invalidCredentials();
  return principalOfUser(row, claims.session, sessionId);
}

/** Whether a live session of the token's user (or share) has the id `sessionId`: its few rows are read, the prefix compared here. */
async function sessionLives(db: Knex, claims: AccessTokenClaims, sessionId: string): Promise<boolean> {
  const owner = claims.id ? { user: claims.id } : { share: claims.share ?? null };
  const rows = (await db('directus_sessions').where(owner).andWhere('expires', '>=', new Date()).select('token')) as Array<{
    token: string;
  }>;
  return rows.some((row) => sessionIdOf(row.token) === sessionId);
}
