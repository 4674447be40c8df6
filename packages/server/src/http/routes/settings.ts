import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { readSingleton } from '../../services/items/read-items.js';
import { upsertSingleton } from '../../services/items/update-items.js';
import { readBackOrEmpty } from '../../services/permissions/read-back.js';
import { checkSettingsPayload } from '../../services/settings/check-settings-payload.js';
import { parseQueryParams } from '../parse-query-params.js';
import { requestOperation } from '../read-only-routes.js';

const SETTINGS = 'directus_settings';

/**
 * `/settings` (api-reference section 2): the settings singleton as one object. Every signed-in user
 * reads it (default rules), the public does not; writes follow the rules (by default admins only)
 * after the checks of spec section 5. Sign-in, password and server-info code read the settings per
 * use, so a change applies to the next request without any cache to drop.
 */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/settings', async (request) => ({
    data: await readSingleton(await requestOperation(ctx, request, SETTINGS), SETTINGS, parseQueryParams(request, ctx)),
  }));

  app.patch<{ Body: unknown }>('/settings', async (request, reply) => {
    const op = await requestOperation(ctx, request, SETTINGS);
    const query = parseQueryParams(request, ctx);
    await upsertSingleton(op, SETTINGS, checkSettingsPayload(request.body));
    const data = await readBackOrEmpty(() => readSingleton(op, SETTINGS, query));
    return data === null ? reply.status(204).send() : { data };
  });
}
