import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { payloadOf } from '../../auth/payload.js';
import { invalidCredentials } from '../../errors/error-helpers.js';
import { disableTfa, enableTfa, generateTfa } from '../../services/auth/tfa.js';
import { readMe } from '../../services/users/read-me.js';
import { trackPage, updateMe } from '../../services/users/update-me.js';
import { parseQueryParams } from '../parse-query-params.js';
import { recordedAccountChange as recorded } from '../account-trail.js';

/** `/users/me` and its two-factor set-up routes: what a signed-in user does to their own record. */
export async function usersMeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const queryOf = (request: FastifyRequest) => parseQueryParams(request, ctx);
  const userOf = (request: FastifyRequest) => {
    if (!request.accountability.user) throw invalidCredentials();
    return request.accountability.user;
  };

  app.get('/users/me', async (request) => ({ data: await readMe(ctx, request.accountability, queryOf(request)) }));

  app.patch('/users/me', async (request) => {
    const query = queryOf(request);
    await updateMe(ctx, request.accountability, request.body);
    return { data: await readMe(ctx, request.accountability, query) };
  });

  app.patch('/users/me/track/page', async (request, reply) => {
    await trackPage(ctx, request.accountability, payloadOf(request.body).raw.last_page);
    return reply.status(204).send();
  });

  app.post('/users/me/tfa/generate', async (request) => {
    const user = userOf(request);
    return { data: await generateTfa(ctx, user, payloadOf(request.body).string('password')) };
  });

  app.post('/users/me/tfa/enable', async (request, reply) => {
    const user = userOf(request);
    const body = payloadOf(request.body);
    await enableTfa(await recorded(ctx, request), user, body.string('secret'), body.string('otp'));
    return reply.status(204).send();
  });

  app.post('/users/me/tfa/disable', async (request, reply) => {
    const user = userOf(request);
    await disableTfa(await recorded(ctx, request), user, payloadOf(request.body).string('otp'));
    return reply.status(204).send();
  });
}
