import type { Knex } from 'knex';
import type { Config } from '../config/load-config.js';
import type { Secrets } from '../config/secrets.js';
import { isAppError } from '../errors/app-error.js';
import { invalidCredentials } from '../errors/error-helpers.js';
import { parseIpAllowList } from '../utils/ip-allow-list.js';
import { stall } from '../utils/stall.js';
import { toBoolean } from '../utils/to-boolean.js';
import { acceptOtp } from './accept-otp.js';
import { invalidIp, invalidOtp } from './auth-errors.js';
import type { AuthRuntime } from './auth-runtime.js';
import { recordFailedLogin, resetLoginAttempts } from './login-attempts.js';
import { verifyDummyPassword, verifyPassword } from './passwords.js';
import { readAuthSettings } from './read-auth-settings.js';
import { createSession, purgeExpiredSessions, sessionIdOf, type ClientInfo } from './sessions.js';
import { signAccessToken } from './sign-access-token.js';
import { hashCostOf } from './argon2-hash-cost.js';

export interface AuthContext {
  db: Knex;
  config: Config;
  secrets: Secrets;
  auth: AuthRuntime;
}

export interface Credentials {
  email: string;
  password: string;
  otp?: string;
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** Access-token lifetime in milliseconds, as the reference answers it. */
  expires: number;
  user: string;
}

interface LoginRow {
  id: string;
  password: string | null;
  status: string;
  provider: string;
  tfa_secret: string | null;
  role: string | null;
  admin_access: unknown;
  app_access: unknown;
  ip_access: unknown;
}

/**
 * Sign-in of a user a provider vouched for (OpenID, OAuth 2.0, LDAP, SAML, e-mail link): only an
 * `active` user, from an address its role's `ip_access` allows; INVALID_CREDENTIALS otherwise.
 */
export async function signInUser(ctx: AuthContext, userId: string, client: ClientInfo, options: { session: boolean }): Promise<SignedIn> {
  const user = (await ctx
    .db('directus_users as u')
    .leftJoin('directus_roles as r', 'r.id', 'u.role')
    .where('u.id', userId)
    .first('u.id', 'u.status', 'u.role', 'r.admin_access', 'r.app_access', 'r.ip_access')) as
    Pick<LoginRow, 'id' | 'status' | 'role' | 'admin_access' | 'app_access' | 'ip_access'> | undefined;
  if (!user || user.status !== 'active') throw invalidCredentials();
  if (!parseIpAllowList(user.ip_access)(client.ip)) throw invalidIp();
  return startSession(ctx, user, client, options);
}

/** Failures that must take as long as each other (reference section 11, login hardening). */
const STALLED = new Set(['INVALID_CREDENTIALS', 'INVALID_OTP', 'INVALID_IP']);

/**
 * Local sign-in: only `active` users of the default provider; the same INVALID_CREDENTIALS after the
 * same delay for an unknown e-mail and a wrong password. `session` puts the session id in the JWT.
 */
export async function login(
  ctx: AuthContext,
  credentials: Credentials,
  client: ClientInfo,
  options: { session: boolean },
): Promise<SignedIn> {
  const startedAt = performance.now();
  try {
    return await attemptLogin(ctx, credentials, client, options);
  } catch (error) {
    if (isAppError(error) && STALLED.has(error.code)) await stall(ctx.config.LOGIN_STALL_TIME, startedAt);
    throw error;
  }
}

async function attemptLogin(
  ctx: AuthContext,
  credentials: Credentials,
  client: ClientInfo,
  options: { session: boolean },
): Promise<SignedIn> {
  const user = (await ctx
    .db('directus_users as u')
    .leftJoin('directus_roles as r', 'r.id', 'u.role')
    .whereRaw('lower(??) = ?', ['u.email', credentials.email.toLowerCase()])
    .first('u.id', 'u.password', 'u.status', 'u.provider', 'u.tfa_secret', 'u.role', 'r.admin_access', 'r.app_access', 'r.ip_access')) as
    LoginRow | undefined;
  if (!user || user.status !== 'active' || user.provider !== 'default' || !user.password) {
    await verifyDummyPassword(credentials.password, hashCostOf(ctx.config));
    throw invalidCredentials();
  }
  const settings = await readAuthSettings(ctx.db);
  if (!(await verifyPassword(user.password, credentials.password))) {
    await recordFailedLogin(ctx, user.id, settings.loginAttempts);
    throw invalidCredentials();
  }
  // Checked after the password, so a refusal never tells a stranger that the account exists.
  if (!parseIpAllowList(user.ip_access)(client.ip)) throw invalidIp();
  if (user.tfa_secret) {
    if (!credentials.otp) throw invalidOtp();
    if (!(await acceptOtp(ctx.db, user.id, credentials.otp, user.tfa_secret))) {
      await recordFailedLogin(ctx, user.id, settings.loginAttempts);
      throw invalidOtp();
    }
  }
  if (settings.loginAttempts !== null) await resetLoginAttempts(ctx, user.id);
  return startSession(ctx, user, client, options);
}

/** A new session for a user already proven (password, provider, e-mail link): tokens, a login activity row, `last_access`. */
export async function startSession(
  ctx: AuthContext,
  user: Pick<LoginRow, 'id' | 'role' | 'admin_access' | 'app_access'>,
  client: ClientInfo,
  options: { session: boolean },
): Promise<SignedIn> {
  const ttl = options.session ? ctx.config.SESSION_COOKIE_TTL : ctx.config.REFRESH_TOKEN_TTL;
  const accessTtl = options.session ? ctx.config.SESSION_COOKIE_TTL : ctx.config.ACCESS_TOKEN_TTL;
  await purgeExpiredSessions(ctx.db);
  const refreshToken = await createSession(ctx.db, { user: user.id, ttlMs: ttl, client });
  const accessToken = await signAccessToken(
    {
      id: user.id,
      role: user.role,
      app_access: toBoolean(user.app_access),
      admin_access: toBoolean(user.admin_access),
      ...(options.session ? { session: refreshToken } : { sid: sessionIdOf(refreshToken) }),
    },
    ctx.secrets.secret,
    accessTtl,
  );
  await ctx.db('directus_activity').insert({
    action: 'login',
    user: user.id,
    collection: 'directus_users',
    item: user.id,
    ip: client.ip?.slice(0, 50) ?? null,
    user_agent: client.userAgent,
    origin: client.origin?.slice(0, 255) ?? null,
  });
  await ctx.db('directus_users').where('id', user.id).update({ last_access: new Date() });
  return { accessToken, refreshToken, expires: accessTtl, user: user.id };
}
