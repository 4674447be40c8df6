import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { serviceUnavailable } from '../../errors/error-helpers.js';
import { createRestSocketHub } from './rest-socket-hub.js';

/**
 * The REST socket at WEBSOCKETS_REST_PATH (api-reference section 9). Refused at the upgrade: past
 * WEBSOCKETS_REST_CONN_LIMIT (503), and in `strict` mode without a valid `access_token` (401; a
 * bad token is refused by the accountability hook before this). A plain GET answers 404.
 */
export async function restSocketRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const hub = createRestSocketHub(app, ctx);
  app.addHook('onClose', () => hub.close());
  const limit = ctx.config.WEBSOCKETS_REST_CONN_LIMIT;
  app.get(
    ctx.config.WEBSOCKETS_REST_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        if (!request.ws) return;
        if (limit > 0 && hub.size >= limit) throw serviceUnavailable('websocket', 'Too many connections');
        const { user, share } = request.accountability;
        if (ctx.config.WEBSOCKETS_REST_AUTH === 'strict' && user === null && !share)
          throw new AppError('INVALID_CREDENTIALS', 'Invalid user credentials.');
      },
    },
    (socket, request) => hub.accept(socket, request),
  );
}
