import type { AppContext } from '../../app-context.js';
import { invalidIp } from '../../auth/auth-errors.js';
import { login } from '../../auth/login.js';
import type { Principal } from '../../auth/principal.js';
import { refresh } from '../../auth/refresh.js';
import { resolvePrincipal } from '../../auth/resolve-principal.js';
import { looksLikeAccessToken } from '../../auth/verify-access-token.js';
import { forbidden, invalidPayload } from '../../errors/error-helpers.js';
import { consumeRateLimit } from '../../http/plugins/rate-limit.js';
import type { ClientMessage } from './parse-client-message.js';
import type { ClientOrigin, SocketCredentials } from './socket-client.js';

export interface SignedInSocket {
  credentials: SocketCredentials;
  principal: Principal;
  /** A new refresh token (sign-in with e-mail and password, or a refresh), to hand back to the client. */
  refreshToken?: string;
}

/**
 * An `auth` message: `access_token`, `email` + `password` (+ `otp`) through the sign-in of
 * `POST /auth/login` (its rate limits, login-attempt counting and `auth.login` event), or
 * `refresh_token` through the refresh of `POST /auth/refresh`. The role's IP allow-list applies.
 */
export async function authenticate(ctx: AppContext, message: ClientMessage, from: ClientOrigin): Promise<SignedInSocket> {
  const text = (key: string): string | undefined => {
    const value = message[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value === '') throw invalidPayload(`"${key}" must be a non-empty string`);
    return value;
  };
  const accessToken = text('access_token');
  const refreshToken = text('refresh_token');
  const email = text('email');
  const password = text('password');
  let signedIn: SignedInSocket;
  if (accessToken !== undefined) {
    signedIn = await withToken(ctx, accessToken);
  } else if (email !== undefined && password !== undefined) {
    const otp = text('otp');
    await consumeRateLimit(ctx.auth.limiters.loginByIp, from.ip ?? undefined);
    await consumeRateLimit(ctx.auth.limiters.loginByAccount, email.toLowerCase());
    const announce = (status: 'success' | 'fail', user: string | null) =>
      ctx.events.emitAction(
        'auth.login',
        { event: 'auth.login', payload: { email }, status, user, provider: 'default' },
        { user: null, role: null, admin: false, app: false, ...from },
      );
    let result;
    try {
      result = await login(ctx, { email, password, ...(otp ? { otp } : {}) }, from, { session: false });
    } catch (error) {
      announce('fail', null);
      throw error;
    }
    announce('success', result.user);
    signedIn = { ...(await withToken(ctx, result.accessToken)), refreshToken: result.refreshToken };
  } else if (refreshToken !== undefined) {
    const result = await refresh(ctx, refreshToken, from, { session: false });
    signedIn = { ...(await withToken(ctx, result.accessToken)), refreshToken: result.refreshToken };
  } else {
    throw invalidPayload('"access_token", "email" and "password", or "refresh_token" is required');
  }
  if (!signedIn.principal.isIpAllowed(from.ip)) throw invalidIp();
  if (signedIn.principal.needsTfaSetup) throw forbidden();
  return signedIn;
}

/** The principal and expiry of a token (JWT or static); throws as the REST token check does. */
export async function withToken(ctx: AppContext, token: string): Promise<SignedInSocket> {
  const principal = await resolvePrincipal(ctx, token);
  return { principal, credentials: { token, expiresAt: tokenExpiry(token) } };
}

/** The `exp` of a JWT of ours (already verified by resolvePrincipal), in ms; null for a static token. */
export function tokenExpiry(token: string): number | null {
  if (!looksLikeAccessToken(token)) return null;
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}
