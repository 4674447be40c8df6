import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import { generateTypescript } from '../../services/specs/typescript/generate-typescript.js';

/**
 * `GET /server/specs/ts`: TypeScript declarations of the collections the caller may read, in the
 * shape the SDK's schema parameter takes (`npx tessera types` writes them to a file).
 */
export async function serverSpecsTsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/server/specs/ts', async (request, reply) => {
    const access = await resolveRequestAccess(ctx, request.accountability);
    const text = generateTypescript(await ctx.schema.get(), access);
    return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(text);
  });
}
