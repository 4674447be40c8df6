import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createWithCreator } from '../../services/system-items/create-with-creator.js';
import { mustBeObject, payloadChecker } from '../../services/system-items/payload-rules.js';
import { standardCrudRoutes } from '../standard-crud.js';

const checkPanel = payloadChecker('panel', {
  dashboard: { required: true },
  type: { required: true },
  position_x: { required: true },
  position_y: { required: true },
  width: { required: true },
  height: { required: true },
  options: { check: mustBeObject },
});

/** `/panels` (api-reference section 2): standard CRUD of the panels of a dashboard; the creator is recorded in `user_created`. */
export async function panelsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, {
    path: '/panels',
    collection: 'directus_panels',
    checkPayload: checkPanel,
    create: createWithCreator('directus_panels'),
  });
}
