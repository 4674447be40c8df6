import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { readOnlyRoutes } from '../read-only-routes.js';

/** `/revisions` (api-reference section 2): read-only; admins read all, others what their role's rules allow (none by default). */
export async function revisionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await readOnlyRoutes(app, ctx, { path: '/revisions', collection: 'directus_revisions' });
}
