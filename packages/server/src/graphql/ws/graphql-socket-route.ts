import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { serviceUnavailable } from '../../errors/error-helpers.js';
import type { GraphqlSchemaSource } from '../graphql-types.js';
import { createGraphqlSocketHub } from './graphql-socket-hub.js';

/** What the GET route at WEBSOCKETS_GRAPHQL_PATH needs to take websocket upgrades beside plain requests. */
export interface GraphqlSocketRoute {
  wsHandler: (socket: WebSocket, request: FastifyRequest) => void;
  /** Acts on upgrades only: the connection limit (503) and `strict` mode (401 without a valid token). */
  preValidation: (request: FastifyRequest) => Promise<void>;
}

/**
 * GraphQL subscriptions over graphql-ws (`graphql-transport-ws`), when WEBSOCKETS_ENABLED and
 * WEBSOCKETS_GRAPHQL_ENABLED. At `/graphql` the HTTP endpoint keeps its GET route, so this answers
 * the parts that route adds (null when off); at any other path it registers its own route.
 */
export function registerGraphqlSocket(app: FastifyInstance, ctx: AppContext, source: GraphqlSchemaSource): GraphqlSocketRoute | null {
  const { config } = ctx;
  if (!config.WEBSOCKETS_ENABLED || !config.WEBSOCKETS_GRAPHQL_ENABLED) return null;
  const hub = createGraphqlSocketHub(ctx, source);
  app.addHook('onClose', () => hub.close());
  const limit = config.WEBSOCKETS_GRAPHQL_CONN_LIMIT;
  const route: GraphqlSocketRoute = {
    wsHandler: (socket, request) => hub.accept(socket, request),
    preValidation: async (request) => {
      if (!request.ws) return;
      if (limit > 0 && hub.size >= limit) throw serviceUnavailable('websocket', 'Too many connections');
      const { user, share } = request.accountability;
      if (config.WEBSOCKETS_GRAPHQL_AUTH === 'strict' && user === null && !share)
        throw new AppError('INVALID_CREDENTIALS', 'Invalid user credentials.');
    },
  };
  if (config.WEBSOCKETS_GRAPHQL_PATH === '/graphql') return route;
  app.get(config.WEBSOCKETS_GRAPHQL_PATH, { websocket: true, preValidation: route.preValidation }, route.wsHandler);
  return null;
}
