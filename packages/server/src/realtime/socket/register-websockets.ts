import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { CLOSE } from './socket-errors.js';
import { restSocketRoutes } from './rest-socket-route.js';

/** How long closing sockets get to answer the close handshake when the server stops. */
const CLOSE_GRACE_MS = 1000;

/**
 * The upgrade handling every socket route shares, when WEBSOCKETS_ENABLED. Registered before any
 * other hook: its onRequest hook marks upgrade requests, so an upgrade refused by a later hook
 * (401, 429, 503) has its socket closed after the answer instead of left open. Frames up to
 * 4× WEBSOCKETS_MAX_MESSAGE_SIZE reach the transport, which answers an oversized message with an
 * error; larger ones close that socket with 1009.
 */
export async function registerWebsocketUpgrades(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.WEBSOCKETS_ENABLED) return;
  await app.register(websocket, {
    options: { maxPayload: 4 * ctx.config.WEBSOCKETS_MAX_MESSAGE_SIZE },
    preClose: closeSockets,
  });
}

/** The REST socket, when WEBSOCKETS_ENABLED and not WEBSOCKETS_REST_ENABLED=false. */
export async function registerRestSocket(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.WEBSOCKETS_ENABLED && ctx.config.WEBSOCKETS_REST_ENABLED) await app.register(restSocketRoutes, ctx);
}

/** On server close: every socket is closed with 1001 (going away); one that does not answer in time is dropped. */
async function closeSockets(this: FastifyInstance): Promise<void> {
  const server = this.websocketServer;
  for (const socket of server.clients) socket.close(CLOSE.goingAway, 'Server shutting down');
  const deadline = Date.now() + CLOSE_GRACE_MS;
  while (server.clients.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const socket of server.clients) socket.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
