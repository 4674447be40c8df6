import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { refreshCookieOptions, REFRESH_COOKIE, SESSION_COOKIE, sessionCookieOptions } from '../../cookies.js';
import { logout } from '../../logout.js';
import { verifyAccessToken } from '../../verify-access-token.js';

/**
 * Signs the browser out here: the session named by the session cookie (or the refresh cookie)
 * ends and both cookies are cleared. A cookie that is not ours (bad or expired JWT) only gets
 * cleared; logging out never fails.
 */
export async function endSamlSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  let session = request.cookies[REFRESH_COOKIE] ?? null;
  const sessionCookie = request.cookies[SESSION_COOKIE];
  if (!session && sessionCookie) {
    try {
      session = (await verifyAccessToken(sessionCookie, new TextEncoder().encode(ctx.secrets.secret))).session ?? null;
    } catch {
      session = null;
    }
  }
  if (session) await logout(ctx, session);
  const { maxAge: _refreshAge, ...refreshOptions } = refreshCookieOptions(ctx.config);
  const { maxAge: _sessionAge, ...sessionOptions } = sessionCookieOptions(ctx.config);
  void reply.clearCookie(REFRESH_COOKIE, refreshOptions);
  void reply.clearCookie(SESSION_COOKIE, sessionOptions);
}
