import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { invalidIp } from '../../auth/auth-errors.js';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import { resolvePrincipal } from '../../auth/resolve-principal.js';
import { isAllowedBeforeTfaSetup } from '../../auth/tfa-setup-gate.js';
import { forbidden, invalidPayload } from '../../errors/error-helpers.js';
import { publicAccountability, type Accountability } from '../../permissions/accountability.js';

declare module 'fastify' {
  interface FastifyRequest {
    accountability: Accountability;
  }
}

export { SESSION_COOKIE };

/**
 * Builds `request.accountability` from the token: `?access_token=`, `Authorization: Bearer`, or the
 * session cookie. A JWT of ours is verified with SECRET; anything else is a user's static token.
 * No token: the public role. Then the role's `ip_access` (INVALID_IP) and `enforce_tfa` (FORBIDDEN
 * outside the set-up routes) apply to every request, as reference section 1 step 9 describes.
 */
export function registerAccountability(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('accountability', null as unknown as Accountability);
  app.addHook('onRequest', async (request) => {
    const base = { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null, origin: request.headers.origin ?? null };
    request.accountability = publicAccountability(base);
    const found = extractToken(request);
    if (!found) return;
    let principal;
    try {
      principal = await resolvePrincipal(ctx, found.token);
    } catch (error) {
      // A stale session cookie must not stand in the way of signing in again or refreshing.
      if (found.fromCookie && request.url.startsWith('/auth/')) return;
      throw error;
    }
    if (!principal.isIpAllowed(base.ip)) throw invalidIp();
    if (principal.needsTfaSetup && !isAllowedBeforeTfaSetup(request.method, request.routeOptions.url)) throw forbidden();
    request.accountability = { ...base, ...principal.accountability };
  });
}

export function extractToken(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.access_token === 'string' && query.access_token !== '' ? query.access_token : null;
  const header = request.headers.authorization;
  const fromHeader = header && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() || null : null;
  // RFC 6750: a client must not use more than one method to send the token.
  if (fromQuery && fromHeader) throw invalidPayload('The request uses more than one method for including an access token');
  const token = fromQuery ?? fromHeader;
  if (token) return { token, fromCookie: false };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : null;
}
