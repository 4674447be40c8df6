import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { payloadOf } from '../../auth/payload.js';
import { authenticateShare } from '../../services/shares/authenticate-share.js';
import { checkSharePayload } from '../../services/shares/check-share-payload.js';
import { createShares } from '../../services/shares/create-shares.js';
import { inviteToShare, parseShareInvite } from '../../services/shares/invite-to-share.js';
import { readShareInfo } from '../../services/shares/read-share-info.js';
import { requestOperation } from '../read-only-routes.js';
import { consumeRateLimit } from '../plugins/rate-limit.js';
import { standardCrudRoutes } from '../standard-crud.js';
import { clientOf, MODES, sendTokens } from './auth.js';

/**
 * `/shares` (api-reference section 2): standard CRUD (a user reads the shares they created; creating
 * one needs the `share` rule on its item and, for a non-admin, their own role or none), sign-in as a
 * share and the public share page's info.
 */
export async function sharesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/shares/auth', async (request, reply) => {
    const body = payloadOf(request.body);
    const share = body.string('share');
    const password = body.optionalString('password');
    const mode = body.oneOf('mode', MODES, 'json');
    // Guessing a share's password is guessing a login: the same per-IP limit applies.
    await consumeRateLimit(ctx.auth.limiters.loginByIp, request.ip);
    const signedIn = await authenticateShare(ctx, { share, ...(password !== undefined ? { password } : {}) }, clientOf(request), {
      session: mode === 'session',
    });
    return sendTokens(ctx, reply, mode, signedIn);
  });

  app.get<{ Params: { id: string } }>('/shares/info/:id', async (request) => ({ data: await readShareInfo(ctx.db, request.params.id) }));

  app.post('/shares/invite', async (request, reply) => {
    const invite = parseShareInvite(request.body);
    await inviteToShare(
      { shares: await requestOperation(ctx, request, 'directus_shares'), config: ctx.config, logger: ctx.logger },
      invite,
    );
    return reply.status(204).send();
  });

  // A share's changes (creator, deletion) reach its cached tokens at once, on every instance.
  await standardCrudRoutes(app, ctx, {
    path: '/shares',
    collection: 'directus_shares',
    checkPayload: checkSharePayload,
    create: createShares,
    afterWrite: () => ctx.auth.invalidate(),
  });
}
