import type { FastifyInstance } from 'fastify';
import { printSchema } from 'graphql';
import type { AppContext } from '../../app-context.js';
import { forbidden, routeNotFound } from '../../errors/error-helpers.js';
import type { GraphqlSchemaSource, GraphqlScope } from '../../graphql/graphql-types.js';
import { isIntrospectionAllowed } from '../../graphql/http/introspection-allowed.js';
import { checkHealth } from '../../services/server/check-health.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import { readServerInfo } from '../../services/server/read-server-info.js';
import { attachmentDisposition } from '../export/attachment-disposition.js';

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

export interface ServerSpecsOptions {
  ctx: AppContext;
  source: GraphqlSchemaSource;
}

/**
 * `/server/specs/graphql[/items|/system]`: the SDL of the schema the caller sees, downloaded as
 * `<project>_<yyyy-mm-dd>.graphql` as the reference names it. Not served when GRAPHQL_INTROSPECTION
 * is false (reference), and only to signed-in callers when it is `authenticated`.
 */
export async function serverSpecsRoutes(app: FastifyInstance, { ctx, source }: ServerSpecsOptions): Promise<void> {
  if (ctx.config.GRAPHQL_INTROSPECTION === 'false') return;
  app.get<{ Params: { scope?: string } }>('/server/specs/graphql/:scope?', async (request, reply) => {
    const scope = request.params.scope || 'items';
    if (scope !== 'items' && scope !== 'system') throw routeNotFound(request.url.split('?')[0]!);
    if (!isIntrospectionAllowed(ctx.config, request.accountability)) throw forbidden();
    const schema = await source(await resolveRequestAccess(ctx, request.accountability), scope as GraphqlScope);
    const { project } = await readServerInfo(ctx, request.accountability);
    const name = typeof project.project_name === 'string' && project.project_name !== '' ? project.project_name : 'Tessera';
    return reply
      .type('application/graphql; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`${name}_${new Date().toISOString().slice(0, 10)}.graphql`))
      .send(printSchema(schema));
  });
}
