import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { makeServer, type ServerOptions } from 'graphql-ws';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../app-context.js';
import { isAppError } from '../../errors/app-error.js';
import { extractToken } from '../../http/plugins/accountability.js';
import { tokenExpiry } from '../../realtime/socket/socket-auth.js';
import { watchRevocations } from '../../realtime/socket/socket-revocation.js';
import type { GraphqlSchemaSource } from '../graphql-types.js';
import { formatGraphqlError } from '../http/format-graphql-error.js';
import { signInConnection } from './graphql-socket-auth.js';
import { GRAPHQL_CLOSE, GraphqlSocketConnection } from './graphql-socket-connection.js';
import { prepareSocketOperation } from './graphql-socket-operation.js';

/** Operations one connection may run at once. */
export const MAX_OPERATIONS_PER_CONNECTION = 100;
/** How often the one timer of all connections looks at them (token expiry, heartbeat). */
const TICK_MS = 500;

type Extra = { connection: GraphqlSocketConnection };

/** The open graphql-ws connections of this process. */
export interface GraphqlSocketHub {
  accept(socket: WebSocket, request: FastifyRequest): void;
  readonly size: number;
  /** Stops the timer and the revocation watcher (the sockets are closed by the WebSocket server). */
  close(): void;
}

export function createGraphqlSocketHub(ctx: AppContext, source: GraphqlSchemaSource): GraphqlSocketHub {
  const { config } = ctx;
  const mode = config.WEBSOCKETS_GRAPHQL_AUTH;
  const connections = new Set<GraphqlSocketConnection>();
  const formatted = (connection: GraphqlSocketConnection, errors: readonly GraphQLError[]) =>
    errors.flatMap((error) => formatGraphqlError(error, connection.accountability?.admin ?? false, ctx.logger));

  const options: ServerOptions<Record<string, unknown> | undefined, Extra> = {
    connectionInitWaitTimeout: config.WEBSOCKETS_GRAPHQL_AUTH_TIMEOUT * 1000,
    onConnect: (context) => signInConnection(ctx, mode, context.extra.connection, context.connectionParams),
    onSubscribe: async (context, _id, payload) => {
      const { connection } = context.extra;
      if (Object.keys(context.subscriptions).length > MAX_OPERATIONS_PER_CONNECTION)
        return [tooMany(`A connection may run at most ${MAX_OPERATIONS_PER_CONNECTION} operations at once.`)];
      return prepareSocketOperation(ctx, source, connection.accountability!, payload);
    },
    onNext: (context, _id, _payload, _args, result) =>
      result.errors?.length ? { ...result, errors: formatted(context.extra.connection, result.errors) } : undefined,
    onError: (context, _id, _payload, errors) => formatted(context.extra.connection, errors),
  };
  const server = makeServer(options);

  const timer = setInterval(() => tick(), TICK_MS);
  timer.unref();
  const heartbeatMs = config.WEBSOCKETS_HEARTBEAT_ENABLED ? config.WEBSOCKETS_HEARTBEAT_PERIOD * 1000 : null;
  let nextPingAt = heartbeatMs === null ? Number.POSITIVE_INFINITY : Date.now() + heartbeatMs;
  const tick = () => {
    const now = Date.now();
    const ping = now >= nextPingAt;
    if (ping) nextPingAt = now + heartbeatMs!;
    for (const connection of connections) {
      const expiresAt = connection.credentials?.expiresAt;
      if (expiresAt != null && now >= expiresAt) {
        connection.close(GRAPHQL_CLOSE.forbidden, 'Token expired');
        continue;
      }
      if (!ping) continue;
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  };
  const stopWatching = watchRevocations(
    ctx,
    () => connections,
    (connection) => connection.close(GRAPHQL_CLOSE.forbidden, 'Forbidden'),
  );

  return {
    accept(socket, request) {
      const from = { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null, origin: request.headers.origin ?? null };
      const token = upgradeToken(request);
      const signedIn = token !== null && (request.accountability.user !== null || !!request.accountability.share);
      const connection = new GraphqlSocketConnection(
        socket,
        from,
        {
          accountability: request.accountability,
          credentials: signedIn ? { token, expiresAt: tokenExpiry(token) } : null,
        },
        { ratePoints: config.WEBSOCKETS_RATE_LIMIT_POINTS, maxBuffered: config.WEBSOCKETS_MAX_BUFFERED },
      );
      const limit = config.WEBSOCKETS_GRAPHQL_CONN_LIMIT;
      if (limit > 0 && connections.size >= limit) {
        connection.close(GRAPHQL_CLOSE.tryAgainLater, 'Too many connections');
        return;
      }
      connections.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      let handle: ((data: string) => Promise<void>) | null = null;
      const closed = server.opened(
        {
          protocol: socket.protocol,
          send: (text) => connection.send(text),
          close: (code, reason) => connection.close(code ?? GRAPHQL_CLOSE.badRequest, reason ?? ''),
          onMessage: (callback) => {
            handle = callback;
          },
        },
        { connection },
      );
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        // Floods and oversized or binary frames close this socket only.
        if (connection.rate.take() > 0) return connection.close(GRAPHQL_CLOSE.tooManyRequests, 'Too many messages');
        if (data.length > config.WEBSOCKETS_MAX_MESSAGE_SIZE) return connection.close(GRAPHQL_CLOSE.tooBig, 'Message too large');
        if (isBinary) return connection.close(GRAPHQL_CLOSE.badRequest, 'Binary messages are not accepted');
        handle?.(data.toString('utf8')).catch((error: unknown) => {
          const unexpected = error instanceof Error && error.message.startsWith('Unexpected message');
          if (!unexpected) ctx.logger.error({ err: error }, 'graphql-ws message failed');
          connection.close(
            unexpected ? GRAPHQL_CLOSE.badRequest : GRAPHQL_CLOSE.internal,
            unexpected ? 'Invalid message received' : 'Internal error',
          );
        });
      });
      socket.once('close', (code: number, reason: Buffer) => {
        connections.delete(connection);
        closed(code, reason.toString('utf8')).catch((error: unknown) => ctx.logger.warn({ err: error }, 'graphql-ws close failed'));
      });
    },
    get size() {
      return connections.size;
    },
    close() {
      clearInterval(timer);
      stopWatching();
    },
  };
}

function tooMany(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'LIMIT_EXCEEDED' } });
}

/** The token the upgrade request carried (query or header), if any; a malformed one counts as none. */
function upgradeToken(request: FastifyRequest): string | null {
  try {
    return extractToken(request)?.token ?? null;
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}
