import type { Accountability } from '../../permissions/accountability.js';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { isAppError } from '../../errors/app-error.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { SubscribeRequest, SubscriptionEvent } from '../realtime-types.js';
import type { ClientMessage } from './parse-client-message.js';
import { authenticate } from './socket-auth.js';
import type { SocketClient } from './socket-client.js';
import { CLOSE, errorMessage, errorMessageOf, RelayedError } from './socket-errors.js';
import { runItemsMessage } from './socket-items.js';

export interface MessageContext {
  app: FastifyInstance;
  ctx: AppContext;
  mode: 'public' | 'handshake' | 'strict';
  revoke(client: SocketClient, code: string, message: string): void;
}

const EVENTS: readonly SubscriptionEvent[] = ['create', 'update', 'delete'];

/** Answers one checked message of a client (messages of a client are handled one after another). */
export async function handleSocketMessage(context: MessageContext, client: SocketClient, message: ClientMessage): Promise<void> {
  if (!client.isOpen) return;
  const { type, uid } = message;
  const echo = uid === undefined ? {} : { uid };
  if (type === 'auth') return signIn(context, client, message);
  if (context.mode === 'handshake' && !client.signedIn) {
    client.send(errorMessage('auth', 'AUTH_FAILED', 'The first message must be an "auth" message.', uid));
    client.close(CLOSE.policyViolation, 'Authentication failed');
    return;
  }
  if (client.authDeadline !== null) {
    client.send(errorMessage(type, 'TOKEN_EXPIRED', 'Token expired. Send an "auth" message to continue.', uid));
    return;
  }
  try {
    switch (type) {
      case 'ping':
        client.send({ type: 'pong', ...echo });
        return;
      case 'pong':
        return;
      case 'subscribe': {
        const request = subscribeRequest(message);
        if (!context.ctx.realtime) {
          client.send(errorMessage('subscribe', 'SERVICE_UNAVAILABLE', 'Subscriptions are not available.', uid));
          return;
        }
        const signedInAs = client.accountability;
        const answer = await context.ctx.realtime.subscribe(client, request);
        // Revoked, or signed in as someone else, while the first read ran: the subscription must not
        // outlive the sign-in it was made with. A new sign-in of the same user and role keeps it.
        if (!sameSignIn(client.accountability, signedInAs)) {
          context.ctx.realtime.unsubscribe(client, request.uid);
          client.send(errorMessage('subscribe', 'TOKEN_EXPIRED', 'The sign-in ended while subscribing.', uid));
          return;
        }
        client.send(answer);
        return;
      }
      case 'unsubscribe':
        context.ctx.realtime?.unsubscribe(client, uid);
        client.send({ type: 'subscription', event: 'unsubscribe', ...echo });
        return;
      case 'items': {
        const answer = await runItemsMessage(context.app, context.ctx, client, message);
        client.send({ type: 'items', data: answer.data, ...(answer.meta === undefined ? {} : { meta: answer.meta }), ...echo });
        return;
      }
    }
  } catch (error) {
    if (!(error instanceof RelayedError) && (!isAppError(error) || error.status >= 500))
      context.ctx.logger.warn({ err: error }, `websocket ${type} message failed`);
    client.send(errorMessageOf(type, error, uid));
  }
}

async function signIn(context: MessageContext, client: SocketClient, message: ClientMessage): Promise<void> {
  const { ctx } = context;
  const uid = message.uid;
  try {
    const signedIn = await authenticate(ctx, message, client.from);
    const previous = client.accountability;
    const next = { ...client.from, ...signedIn.principal.accountability };
    // Subscriptions made as someone else end: they were checked against that one's access.
    if (previous && (previous.user !== next.user || previous.role !== next.role || previous.share !== next.share))
      ctx.realtime?.unsubscribe(client);
    client.credentials = signedIn.credentials;
    client.accountability = next;
    client.signedIn = true;
    client.authDeadline = null;
    client.send({
      type: 'auth',
      status: 'ok',
      ...(signedIn.refreshToken ? { refresh_token: signedIn.refreshToken } : {}),
      ...(uid === undefined ? {} : { uid }),
    });
  } catch (error) {
    const reason = isAppError(error) && error.status < 500 ? error.message : 'Authentication failed.';
    if (!isAppError(error)) ctx.logger.warn({ err: error }, 'websocket auth failed');
    client.send(errorMessage('auth', 'AUTH_FAILED', reason, uid));
    if (context.mode === 'handshake' && !client.signedIn) client.close(CLOSE.policyViolation, 'Authentication failed');
  }
}

function subscribeRequest(message: ClientMessage): SubscribeRequest {
  const { collection, event, item, query, uid } = message;
  if (typeof collection !== 'string' || collection === '') throw invalidPayload('"collection" must be a non-empty string');
  if (event !== undefined && !(EVENTS as readonly unknown[]).includes(event))
    throw invalidPayload('"event" must be create, update or delete');
  if (item !== undefined && !(typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))))
    throw invalidPayload('"item" must be a string or a number');
  if (query !== undefined && !isPlainObject(query)) throw invalidPayload('"query" must be an object');
  return {
    collection,
    ...(uid === undefined ? {} : { uid }),
    ...(event === undefined ? {} : { event: event as SubscriptionEvent }),
    ...(item === undefined ? {} : { item: item as string | number }),
    ...(query === undefined ? {} : { query: query as Record<string, unknown> }),
  };
}

/** Whether two accountabilities stand for the same sign-in: the same user, role and share (or both none). */
function sameSignIn(a: Accountability | null, b: Accountability | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return a.user === b.user && a.role === b.role && a.share === b.share && a.admin === b.admin;
}
