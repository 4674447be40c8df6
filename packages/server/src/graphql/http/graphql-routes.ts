import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import type { GraphqlSchemaSource, GraphqlScope } from '../graphql-types.js';
import { graphqlParamsOfBody, graphqlParamsOfQuerystring } from './graphql-params.js';
import { runGraphql } from './run-graphql.js';
import type { GraphqlSocketRoute } from '../ws/graphql-socket-route.js';

export interface GraphqlRoutesOptions {
  ctx: AppContext;
  source: GraphqlSchemaSource;
  /** graphql-ws subscriptions sharing `GET /graphql` (WEBSOCKETS_GRAPHQL_PATH at its default). */
  socket?: GraphqlSocketRoute | null;
}

const ENDPOINTS: ReadonlyArray<readonly [string, GraphqlScope]> = [
  ['/graphql', 'items'],
  ['/graphql/system', 'system'],
];

/** `/graphql` (user collections) and `/graphql/system` (system collections and extras): GET for queries, POST for all. */
export async function graphqlRoutes(app: FastifyInstance, { ctx, source, socket }: GraphqlRoutesOptions): Promise<void> {
  for (const [url, scope] of ENDPOINTS) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const params =
        request.method === 'GET'
          ? graphqlParamsOfQuerystring((request.query ?? {}) as Record<string, unknown>, ctx.config.MAX_JSON_DEPTH)
          : graphqlParamsOfBody(request.body);
      return reply.send(await runGraphql({ ctx, source, scope, params, request, reply }));
    };
    if (socket && url === '/graphql')
      app.route({ method: 'GET', url, handler, wsHandler: socket.wsHandler, preValidation: socket.preValidation });
    else app.get(url, handler);
    app.post(url, handler);
    app.route({
      method: ['PUT', 'PATCH', 'DELETE', 'SEARCH'],
      url,
      handler: async (request, reply) => {
        void reply.header('allow', 'GET, POST');
        throw new AppError('METHOD_NOT_ALLOWED', 'GraphQL only supports GET and POST requests.', {
          allowed: ['GET', 'POST'],
          current: request.method,
        });
      },
    });
  }
}
