import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createWithCreator } from '../../services/system-items/create-with-creator.js';
import { mustBeString, payloadChecker } from '../../services/system-items/payload-rules.js';
import { standardCrudRoutes } from '../standard-crud.js';

const checkDashboard = payloadChecker('dashboard', { name: { required: true, check: mustBeString } });

/** `/dashboards` (api-reference section 2): standard CRUD of insights dashboards; the creator is recorded in `user_created`. */
export async function dashboardsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, {
    path: '/dashboards',
    collection: 'directus_dashboards',
    checkPayload: checkDashboard,
    create: createWithCreator('directus_dashboards'),
  });
}
