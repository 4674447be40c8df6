import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { checkVersionPayload } from '../../services/versions/check-version-payload.js';
import { createVersions } from '../../services/versions/create-versions.js';
import { standardCrudRoutes } from '../standard-crud.js';

/**
 * `/versions` (api-reference section 2): standard CRUD of content versions under the caller's rules.
 * Comparing, saving into and promoting a version are not served here.
 */
export async function versionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, { path: '/versions', collection: 'directus_versions', checkPayload: checkVersionPayload, create: createVersions });
}
