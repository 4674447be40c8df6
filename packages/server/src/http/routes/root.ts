import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** `/` sends browsers to ROOT_REDIRECT (the admin app by default) and `/robots.txt` answers ROBOTS_TXT, as the reference does. */
export async function rootRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const target = ctx.config.ROOT_REDIRECT;
  // `./admin` is relative to `/`; answered as an absolute path so every client resolves it alike.
  if (target !== false) app.get('/', async (_request, reply) => reply.redirect(target.startsWith('./') ? target.slice(1) : target));
  // An operator writes line breaks in one environment line as `\n`.
  const robots = ctx.config.ROBOTS_TXT.replaceAll('\\n', '\n');
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robots));
}
