import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import { checkVersionPayload } from '../../services/versions/check-version-payload.js';
import { compareVersion } from '../../services/versions/compare-version.js';
import { createVersions } from '../../services/versions/create-versions.js';
import { promoteVersion } from '../../services/versions/promote-version.js';
import { saveToVersion } from '../../services/versions/save-to-version.js';
import { standardCrudRoutes } from '../standard-crud.js';

type Params = { pk: string };

/**
 * `/versions` (api-reference section 2): standard CRUD of content versions under the caller's rules,
 * plus comparing a version with its main item, saving changes into it and promoting it.
 */
export async function versionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, {
    path: '/versions',
    collection: 'directus_versions',
    checkPayload: checkVersionPayload,
    create: createVersions,
  });

  const operationContext = async (request: FastifyRequest): Promise<OperationContext> => {
    const access = await resolveRequestAccess(ctx, request.accountability);
    if (!access.canReadAtRoot('directus_versions')) throw forbiddenOrMissing();
    return {
      db: ctx.db,
      schema: await ctx.schema.get(),
      accountability: request.accountability,
      config: ctx.config,
      writes: ctx.writes,
      ...(access.isAdmin ? {} : { permissions: access }),
    };
  };

  app.get<{ Params: Params }>('/versions/:pk/compare', async (request) => ({
    data: await compareVersion(await operationContext(request), request.params.pk),
  }));

  app.post<{ Params: Params; Body: unknown }>('/versions/:pk/save', async (request) => ({
    data: await saveToVersion(await operationContext(request), request.params.pk, request.body),
  }));

  app.post<{ Params: Params; Body: unknown }>('/versions/:pk/promote', async (request) => ({
    data: await promoteVersion(await operationContext(request), request.params.pk, request.body),
  }));
}
