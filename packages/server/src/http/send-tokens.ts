import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { refreshCookieOptions, REFRESH_COOKIE, SESSION_COOKIE, sessionCookieOptions } from '../auth/cookies.js';
import type { SignedIn } from '../auth/login.js';

export const MODES = ['json', 'cookie', 'session'] as const;
export type Mode = (typeof MODES)[number];

/** Who is signing in, as sessions and activity record it. */
export function clientOf(request: FastifyRequest) {
  const { ip, userAgent, origin } = request.accountability;
  return { ip, userAgent, origin };
}

/** A sign-in's answer per mode: json tokens, a refresh cookie, or a session cookie (api-reference, Auth). */
export function sendTokens(
  ctx: AppContext,
  reply: FastifyReply,
  mode: Mode,
  signedIn: Pick<SignedIn, 'accessToken' | 'refreshToken' | 'expires'>,
) {
  const { accessToken, refreshToken, expires } = signedIn;
  if (mode === 'cookie') {
    void reply.setCookie(REFRESH_COOKIE, refreshToken, refreshCookieOptions(ctx.config));
    return { data: { access_token: accessToken, expires } };
  }
  if (mode === 'session') {
    void reply.setCookie(SESSION_COOKIE, accessToken, sessionCookieOptions(ctx.config));
    return { data: { expires } };
  }
  return { data: { access_token: accessToken, expires, refresh_token: refreshToken } };
}
