import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { checkPermissionPayload } from '../../services/permissions/check-permission-payload.js';
import { readItemPermissions } from '../../services/permissions/read-item-permissions.js';
import { readMyPermissions } from '../../services/permissions/read-my-permissions.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import { standardCrudRoutes } from '../standard-crud.js';

type ItemParams = { collection: string; pk?: string };

/**
 * `/permissions` (api-reference section 2, access control): standard CRUD, written by admins only
 * (a role reads its own rows through the default rules); every write recompiles the rules.
 * `/permissions/me` and `/permissions/me/:collection/:pk?` describe what the caller may do.
 */
export async function permissionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/permissions/me', async (request) => ({ data: readMyPermissions(await resolveRequestAccess(ctx, request.accountability)) }));

  const itemPermissions = async (request: FastifyRequest<{ Params: ItemParams }>) => {
    const access = await resolveRequestAccess(ctx, request.accountability);
    const base = {
      db: ctx.db,
      schema: await ctx.schema.get(),
      accountability: request.accountability,
      config: ctx.config,
      writes: ctx.writes,
    };
    return { data: await readItemPermissions(base, access, request.params.collection, request.params.pk) };
  };
  app.get<{ Params: ItemParams }>('/permissions/me/:collection', itemPermissions);
  app.get<{ Params: ItemParams }>('/permissions/me/:collection/:pk', itemPermissions);

  await standardCrudRoutes(app, ctx, {
    path: '/permissions',
    collection: 'directus_permissions',
    adminWrites: true,
    checkPayload: checkPermissionPayload,
    afterWrite: () => ctx.permissions.invalidate(),
  });
}
