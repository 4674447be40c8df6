import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../app-context.js';
import { extractToken } from '../../http/plugins/accountability.js';
import { isAppError } from '../../errors/app-error.js';
import { handleSocketMessage } from './handle-socket-message.js';
import { parseClientMessage } from './parse-client-message.js';
import { tokenExpiry } from './socket-auth.js';
import { SocketClient } from './socket-client.js';
import { CLOSE, errorMessage } from './socket-errors.js';
import { watchRevocations } from './socket-revocation.js';
import { startSocketTicker } from './socket-ticker.js';

/** The open REST sockets of this process and everything that happens to them. */
export interface RestSocketHub {
  /** Takes over a socket just upgraded at WEBSOCKETS_REST_PATH. */
  accept(socket: WebSocket, request: FastifyRequest): void;
  readonly size: number;
  /** Stops the timers and watchers (the sockets themselves are closed by the WebSocket server). */
  close(): void;
}

export function createRestSocketHub(app: FastifyInstance, ctx: AppContext): RestSocketHub {
  const config = ctx.config;
  const mode = config.WEBSOCKETS_REST_AUTH;
  const authTimeoutMs = config.WEBSOCKETS_REST_AUTH_TIMEOUT * 1000;
  const clients = new Set<SocketClient>();
  // Two levels for the envelope (`{data: …}`, `{query: {filter: …}}`): what REST accepts as a body or a query option fits.
  const parseOptions = { maxBytes: config.WEBSOCKETS_MAX_MESSAGE_SIZE, maxDepth: config.MAX_JSON_DEPTH + 2 };

  /** The client's sign-in no longer holds: its subscriptions end, and it must sign in again (public mode: it is public again). */
  const revoke = (client: SocketClient, code: string, message: string) => {
    ctx.realtime?.unsubscribe(client);
    client.credentials = null;
    client.accountability = null;
    client.send(errorMessage('auth', code, message));
    client.authDeadline = mode === 'public' ? null : Date.now() + authTimeoutMs;
  };
  /**
   * The token ran out by itself (nothing was revoked): as in the reference, the subscriptions are
   * kept and resume once the client signs in again within the timeout, so a stock client that only
   * re-authenticates keeps receiving. Until then nothing is delivered (see SocketClient.send); in
   * public mode the client reads as the public role again.
   */
  const expire = (client: SocketClient) => {
    client.credentials = null;
    client.send(errorMessage('auth', 'TOKEN_EXPIRED', 'Token expired.'));
    if (mode === 'public') client.accountability = null;
    else client.authDeadline = Date.now() + authTimeoutMs;
  };
  const ticker = startSocketTicker({
    clients: () => clients,
    heartbeatMs: config.WEBSOCKETS_HEARTBEAT_ENABLED ? config.WEBSOCKETS_HEARTBEAT_PERIOD * 1000 : null,
    onAuthTimeout: (client) => {
      client.send(errorMessage('auth', 'AUTH_TIMEOUT', 'Authentication timed out.'));
      client.close(CLOSE.policyViolation, 'Authentication timed out');
    },
    onExpired: (client) => expire(client),
  });
  const stopWatching = watchRevocations(ctx, () => clients, revoke);
  const context = { app, ctx, mode, revoke };

  const onFrame = (client: SocketClient, data: Buffer, isBinary: boolean) => {
    client.lastSeen = Date.now();
    const over = client.rate.take(client.lastSeen);
    if (over > 0 || client.pending >= 2 * config.WEBSOCKETS_RATE_LIMIT_POINTS) {
      // One error per flooded second; repeated floods close the socket.
      if (over <= 1) {
        client.send(errorMessage('server', 'REQUESTS_EXCEEDED', 'Too many messages, slow down.'));
        if (client.floods.record(client.lastSeen)) client.close(CLOSE.policyViolation, 'Too many messages');
      }
      return;
    }
    const parsed = parseClientMessage(data, isBinary, parseOptions);
    if (parsed.ok) {
      const isAuth = parsed.message.type === 'auth';
      if (isAuth) client.authsInFlight++;
      client.enqueue(async () => {
        try {
          await handleSocketMessage(context, client, parsed.message);
        } finally {
          if (isAuth) client.authsInFlight--;
        }
      });
      return;
    }
    if (parsed.kind === 'too-large') {
      client.send(errorMessage('server', 'INVALID_PAYLOAD', `Invalid payload. ${parsed.reason}.`));
      if (client.oversized.record()) client.close(CLOSE.tooBig, 'Messages too large');
      return;
    }
    if (mode === 'handshake' && !client.signedIn) {
      client.send(errorMessage('auth', 'AUTH_FAILED', 'The first message must be an "auth" message.', parsed.uid));
      client.close(CLOSE.policyViolation, 'Authentication failed');
      return;
    }
    const type =
      parsed.type && ['auth', 'subscribe', 'unsubscribe', 'items', 'ping', 'pong'].includes(parsed.type) ? parsed.type : 'server';
    client.send(errorMessage(type, 'INVALID_PAYLOAD', `Invalid payload. ${parsed.reason}.`, parsed.uid));
    if (client.malformed.record()) client.close(CLOSE.policyViolation, 'Too many malformed messages');
  };

  return {
    accept(socket, request) {
      const from = { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null, origin: request.headers.origin ?? null };
      const client = new SocketClient(socket, from, {
        maxBuffered: config.WEBSOCKETS_MAX_BUFFERED,
        ratePoints: config.WEBSOCKETS_RATE_LIMIT_POINTS,
      });
      const limit = config.WEBSOCKETS_REST_CONN_LIMIT;
      if (limit > 0 && clients.size >= limit) {
        client.send(errorMessage('server', 'SERVICE_UNAVAILABLE', 'Too many connections.'));
        client.close(CLOSE.tryAgainLater, 'Too many connections');
        return;
      }
      clients.add(client);
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        try {
          onFrame(client, data, isBinary);
        } catch (error) {
          ctx.logger.warn({ err: error }, 'websocket message failed');
        }
      });
      socket.on('close', () => {
        clients.delete(client);
        ctx.realtime?.removeClient(client);
      });
      if (mode === 'handshake') {
        client.authDeadline = Date.now() + authTimeoutMs;
        return;
      }
      // public and strict: whoever the upgrade request authenticated as (strict refused it unauthenticated).
      const token = safeToken(request);
      if (token && (request.accountability.user !== null || request.accountability.share)) {
        client.credentials = { token, expiresAt: tokenExpiry(token) };
        client.accountability = request.accountability;
        client.signedIn = true;
      }
    },
    get size() {
      return clients.size;
    },
    close() {
      ticker.stop();
      stopWatching();
    },
  };
}

function safeToken(request: FastifyRequest): string | null {
  try {
    return extractToken(request)?.token ?? null;
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}
