import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import { TESSERA_VERSION } from '../../services/server/read-server-info.js';
import { createOpenApiSource } from '../../services/specs/openapi/openapi-document-source.js';
import { registeredSystemRoutes } from '../../services/specs/openapi/registered-system-routes.js';

/**
 * `GET /server/specs/oas`: the OpenAPI 3.1 document of the API as the caller may use it (the
 * public role's view without a token), answered as plain JSON as the reference does.
 */
export async function serverSpecsOasRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const publicUrl = ctx.config.PUBLIC_URL;
  const source = createOpenApiSource({
    schema: ctx.schema,
    serverUrl: publicUrl.length > 1 ? publicUrl.replace(/\/+$/, '') : publicUrl,
    version: TESSERA_VERSION,
    systemRoutes: () => registeredSystemRoutes(ctx),
  });
  app.get('/server/specs/oas', async (request, reply) => {
    const text = await source(await resolveRequestAccess(ctx, request.accountability));
    return reply.type('application/json; charset=utf-8').send(text);
  });
}
