import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { checkHealth } from '../../services/server/check-health.js';
import { readServerInfo } from '../../services/server/read-server-info.js';

/** `/server/*`: ping, health and public project information. */
export async function serverRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/server/ping', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('pong'));

  app.get('/server/health', async (request, reply) => {
    const health = await checkHealth(ctx);
    return (
      reply
        .status(health.status === 'error' ? 503 : 200)
        .header('cache-control', 'no-cache')
        .type('application/health+json')
        // Check details (database errors, timings, service id) are for admins only, as in the reference.
        .send(request.accountability.admin ? health : { status: health.status })
    );
  });

  app.get('/server/info', async (request) => ({ data: await readServerInfo(ctx, request.accountability) }));
}
