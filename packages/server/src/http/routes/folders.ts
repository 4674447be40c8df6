import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { mustBeString, payloadChecker } from '../../services/system-items/payload-rules.js';
import { standardCrudRoutes } from '../standard-crud.js';

const checkFolder = payloadChecker('folder', { name: { required: true, check: mustBeString } });

/** `/folders` (api-reference section 2, files): standard CRUD of `{id, name, parent}` under the caller's rules. */
export async function foldersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, { path: '/folders', collection: 'directus_folders', checkPayload: checkFolder });
}
