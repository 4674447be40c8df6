import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { readMyPermissions } from '../../services/permissions/read-my-permissions.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';

/** `/permissions/*` (api-reference section 2, access control). */
export async function permissionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/permissions/me', async (request) => ({ data: readMyPermissions(await resolveRequestAccess(ctx, request.accountability)) }));
}
