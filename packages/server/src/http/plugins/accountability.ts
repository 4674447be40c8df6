import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { looksLikeAccessToken, verifyAccessToken } from '../../auth/verify-access-token.js';
import { invalidPayload, invalidToken } from '../../errors/error-helpers.js';
import { publicAccountability, type Accountability } from '../../permissions/accountability.js';

declare module 'fastify' {
  interface FastifyRequest {
    accountability: Accountability;
  }
}

export const SESSION_COOKIE = 'directus_session_token';

/**
 * Builds `request.accountability` from the token: `?access_token=`, `Authorization: Bearer`, or the
 * session cookie. A JWT of ours is verified with SECRET; anything else is a user's static token.
 * No token: the public role.
 */
export function registerAccountability(app: FastifyInstance, ctx: AppContext): void {
  const secret = new TextEncoder().encode(ctx.secrets.secret);
  app.decorateRequest('accountability', null as unknown as Accountability);
  app.addHook('onRequest', async (request) => {
    const base = { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null, origin: request.headers.origin ?? null };
    request.accountability = publicAccountability(base);
    const token = extractToken(request);
    if (!token) return;
    if (looksLikeAccessToken(token)) {
      const claims = await verifyAccessToken(token, secret);
      request.accountability = {
        ...base,
        user: claims.id ?? null,
        role: claims.role ?? null,
        admin: claims.admin_access === true,
        app: claims.app_access === true,
        ...(claims.session ? { session: claims.session } : {}),
        ...(claims.share ? { share: claims.share, ...(claims.share_scope ? { shareScope: claims.share_scope } : {}) } : {}),
      };
      return;
    }
    request.accountability = { ...base, ...(await accountabilityOfStaticToken(ctx, token)) };
  });
}

function extractToken(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.access_token === 'string' ? query.access_token : null;
  const header = request.headers.authorization;
  const fromHeader = header && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : null;
  // RFC 6750: a client must not use more than one method to send the token.
  if (fromQuery && fromHeader) throw invalidPayload('The request uses more than one method for including an access token');
  return fromQuery ?? fromHeader ?? request.cookies?.[SESSION_COOKIE] ?? null;
}

async function accountabilityOfStaticToken(ctx: AppContext, token: string): Promise<Pick<Accountability, 'user' | 'role' | 'admin' | 'app'>> {
  const row = (await ctx.db('directus_users as u')
    .leftJoin('directus_roles as r', 'r.id', 'u.role')
    .where('u.token', token)
    .andWhere('u.status', 'active')
    .first('u.id as user', 'u.role as role', 'r.admin_access as admin', 'r.app_access as app')) as { user: string; role: string | null; admin: unknown; app: unknown } | undefined;
  if (!row) throw invalidToken();
  return { user: row.user, role: row.role, admin: Boolean(row.admin), app: Boolean(row.app) };
}
