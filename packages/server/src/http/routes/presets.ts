import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { mustBeObject, payloadChecker } from '../../services/system-items/payload-rules.js';
import { standardCrudRoutes } from '../standard-crud.js';

const checkPreset = payloadChecker('preset', {
  layout_query: { check: mustBeObject },
  layout_options: { check: mustBeObject },
  filter: { check: mustBeObject },
});

/**
 * `/presets` (api-reference section 2): standard CRUD. The default rules let a user read their own,
 * their role's and the global presets, create presets only as their own, and change or delete
 * their own (spec section 6); admins manage all of them.
 */
export async function presetsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await standardCrudRoutes(app, ctx, { path: '/presets', collection: 'directus_presets', checkPayload: checkPreset });
}
