import type { TesseraClient, WebSocketLike } from '../client.js';
import { queryToParams } from '../query/serialize-query.js';
import { createMessageQueue, type MessageQueue } from './message-queue.js';
import {
  RealtimeError,
  type RealtimeClient,
  type RealtimeEvent,
  type RealtimeOptions,
  type SubscribeOptions,
  type SubscriptionMessage,
} from './realtime-types.js';
import { parseMessage } from './parse-message.js';
import { socketUrl } from './socket-url.js';

const DEFAULTS = {
  authMode: 'handshake',
  heartbeat: true,
  debug: false,
  reconnect: { delay: 1000, retries: 10 },
  connect: { timeout: 10_000 },
} as const satisfies RealtimeOptions;

/** Longest wait between two reconnect attempts. */
const MAX_RECONNECT_DELAY = 30_000;

/** The members of parts added before or after this one that realtime uses: a token, and a refresh when there is a session. */
interface TokenSource {
  getToken(): Promise<string | null> | string | null;
  refresh?: () => Promise<unknown>;
}

type Handler = (payload: unknown) => void;

interface ActiveSubscription {
  message: Record<string, unknown>;
  queue: MessageQueue<SubscriptionMessage<never>>;
  /** Sent again after a TOKEN_EXPIRED refusal since the last accepted sign-in (once is enough). */
  retried: boolean;
}

/**
 * The realtime part (api-reference sections 6 and 9): one WebSocket to the server's REST socket,
 * with subscriptions as async generators, automatic pong, re-auth on TOKEN_EXPIRED and reconnect
 * with backoff (subscriptions are sent again on the new socket).
 *
 * @example
 * const client = createClient(url, { WebSocket }).with(authentication('json')).with(realtime());
 * await client.login(email, password);
 * const { subscription, unsubscribe } = await client.subscribe('articles', { query: { fields: ['id', 'title'] } });
 * for await (const message of subscription) console.log(message.event, message.data);
 */
export function realtime(options: RealtimeOptions = {}) {
  return <Schema>(client: TesseraClient<Schema>): RealtimeClient => {
    const config = { ...DEFAULTS, ...options };
    const handlers: Record<RealtimeEvent, Set<Handler>> = { open: new Set(), close: new Set(), error: new Set(), message: new Set() };
    const subscriptions = new Map<string, ActiveSubscription>();
    let socket: WebSocketLike | null = null;
    let opening: Promise<WebSocketLike> | null = null;
    let manuallyClosed = false;
    let attempts = 0;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let uidCounter = 0;
    // Set between answering TOKEN_EXPIRED and the server's auth ok.
    let reauthenticating = false;
    // The token the socket last signed in with (handshake, re-auth or the strict URL).
    let sentToken: string | null = null;
    // The client the last call was made on: it carries parts added after this one (authentication).
    let self: unknown = client;

    const nextUid = () => String((uidCounter += 1));
    const debug = (...data: unknown[]) => {
      if (config.debug) console.debug('[Tessera SDK realtime]', ...data);
    };
    const emit = (event: RealtimeEvent, payload: unknown) => {
      for (const handler of [...handlers[event]]) {
        try {
          handler(payload);
        } catch (error) {
          debug('a handler threw', error);
        }
      }
    };
    const tokenSource = (): TokenSource | undefined => (hasToken(self) ? self : hasToken(client) ? client : undefined);
    const currentToken = async () => (await tokenSource()?.getToken()) ?? null;

    /**
     * A fresh token after the server said the one we sent expired: the client's current one when
     * it already differs (the REST side refreshed meanwhile), else a refreshed one when the client
     * has a session (`authentication()`), else whatever it has now.
     */
    async function freshToken(): Promise<string | null> {
      const source = tokenSource();
      if (!source) return null;
      const current = (await source.getToken()) ?? null;
      if (current !== sentToken || typeof source.refresh !== 'function') return current;
      try {
        await source.refresh();
      } catch (error) {
        debug('refresh failed', error);
      }
      return (await source.getToken()) ?? null;
    }

    function send(ws: WebSocketLike, message: Record<string, unknown>) {
      ws.send(JSON.stringify(message));
    }

    async function onMessage(ws: WebSocketLike, message: Record<string, unknown>) {
      if (message.type === 'ping' && config.heartbeat) {
        send(ws, message.uid === undefined ? { type: 'pong' } : { type: 'pong', uid: message.uid });
        return;
      }
      if (message.type === 'auth' && message.status === 'error' && errorCode(message) === 'TOKEN_EXPIRED') {
        debug('token expired, signing in again');
        // Set before the token is fetched: messages that arrive meanwhile already see it.
        reauthenticating = true;
        const token = await freshToken();
        if (token && socket === ws) {
          sentToken = token;
          send(ws, { type: 'auth', access_token: token });
        } else ws.close();
      }
      if (message.type === 'auth' && message.status === 'ok' && reauthenticating) {
        reauthenticating = false;
        // TOKEN_EXPIRED also comes when a sign-in is revoked (logout, a changed role), and then the
        // server has ended the subscriptions; on plain expiry it keeps them. The message does not
        // say which: subscribe again under the same uids, which replaces any that survived. Each
        // then starts with a new init.
        for (const entry of subscriptions.values()) {
          entry.retried = false;
          send(ws, entry.message);
        }
      }
      if (message.type === 'subscribe' && message.status === 'error') {
        const uid = typeof message.uid === 'string' || typeof message.uid === 'number' ? String(message.uid) : undefined;
        const error = new RealtimeError(errorCode(message) ?? 'UNKNOWN', errorMessage(message));
        for (const [key, entry] of subscriptions) {
          if (uid !== undefined && key !== uid) continue;
          // The sign-in ended while the server read the first answer: the subscription is sent
          // again after the new sign-in (right away when that is already done), once.
          if (error.code === 'TOKEN_EXPIRED' && uid !== undefined && !entry.retried) {
            entry.retried = true;
            if (!reauthenticating) send(ws, entry.message);
            continue;
          }
          subscriptions.delete(key);
          entry.queue.fail(error);
        }
      }
      if (message.type === 'subscription' && message.uid !== undefined) {
        const entry = subscriptions.get(String(message.uid));
        if (entry && message.event === 'unsubscribe') {
          subscriptions.delete(String(message.uid));
          entry.queue.end();
        } else entry?.queue.push(message as SubscriptionMessage<never>);
      }
      emit('message', message);
    }

    function open(): Promise<WebSocketLike> {
      return new Promise<WebSocketLike>((resolve, reject) => {
        let settled = false;
        let ws: WebSocketLike | undefined;
        const fail = (error: unknown) => {
          if (settled) return;
          settled = true;
          clearTimeout(timeout);
          reject(error instanceof Error ? error : new RealtimeError('CONNECTION_FAILED', String(error)));
          try {
            ws?.close();
          } catch {
            // already closing
          }
        };
        const timeout = config.connect
          ? setTimeout(() => fail(new RealtimeError('CONNECT_TIMEOUT', 'Connecting to the socket timed out')), config.connect.timeout)
          : undefined;
        void (async () => {
          const urlToken = config.authMode === 'strict' ? await currentToken() : null;
          if (urlToken) sentToken = urlToken;
          const url = socketUrl(client.url, config.url, urlToken);
          debug('connecting to', url.replace(/access_token=[^&]+/, 'access_token=…'));
          const sock = new client.globals.WebSocket(url);
          ws = sock;
          // Before the handshake answer arrives, messages go to the handshake; after it, to onMessage.
          let awaitingAuth = false;
          sock.addEventListener('open', () => {
            void (async () => {
              if (config.authMode === 'handshake') {
                const token = await currentToken();
                if (!token)
                  return fail(new RealtimeError('AUTH_FAILED', 'No token to sign in the socket: call login() or use staticToken() first'));
                awaitingAuth = true;
                sentToken = token;
                send(sock, { type: 'auth', access_token: token });
                return;
              }
              ready();
            })().catch(fail);
          });
          const ready = () => {
            if (settled) return;
            settled = true;
            clearTimeout(timeout);
            socket = sock;
            attempts = 0;
            reauthenticating = false;
            debug('open');
            emit('open', undefined);
            resolve(sock);
          };
          sock.addEventListener('message', (event: { data: unknown }) => {
            const message = parseMessage(event.data);
            if (!message) return;
            if (awaitingAuth && message.type === 'auth') {
              awaitingAuth = false;
              if (message.status === 'ok') ready();
              else fail(new RealtimeError(errorCode(message) ?? 'AUTH_FAILED', errorMessage(message)));
              return;
            }
            if (socket === sock) void onMessage(sock, message).catch((error: unknown) => debug('message handling failed', error));
          });
          sock.addEventListener('error', (event: unknown) => {
            debug('error');
            emit('error', event);
            fail(new RealtimeError('CONNECTION_FAILED', 'The socket failed'));
          });
          sock.addEventListener('close', (event: unknown) => {
            fail(new RealtimeError('CONNECTION_CLOSED', 'The socket closed before it was ready'));
            if (socket !== sock) return;
            socket = null;
            debug('closed');
            emit('close', event);
            scheduleReconnect();
          });
        })().catch(fail);
      });
    }

    function connect(): Promise<WebSocketLike> {
      if (socket) return Promise.resolve(socket);
      opening ??= open().finally(() => {
        opening = null;
      });
      return opening;
    }

    function endAll() {
      for (const entry of subscriptions.values()) entry.queue.end();
      subscriptions.clear();
    }

    function scheduleReconnect() {
      if (manuallyClosed || !config.reconnect) return endAll();
      if (attempts >= config.reconnect.retries) {
        debug('giving up reconnecting');
        return endAll();
      }
      const wait = Math.min(MAX_RECONNECT_DELAY, Math.max(100, config.reconnect.delay) * 2 ** attempts);
      attempts += 1;
      debug(`reconnect #${attempts} in ${wait}ms`);
      clearTimeout(reconnectTimer);
      reconnectTimer = setTimeout(() => {
        connect().then(
          (ws) => {
            for (const entry of subscriptions.values()) send(ws, entry.message);
          },
          (error: unknown) => {
            debug('reconnect failed', error);
            // A failure before the socket opened does not fire the socket's close handler for us.
            if (!socket && !opening) scheduleReconnect();
          },
        );
      }, wait);
    }

    return {
      connect(this: unknown) {
        self = this ?? client;
        manuallyClosed = false;
        return connect();
      },

      disconnect() {
        manuallyClosed = true;
        clearTimeout(reconnectTimer);
        const ws = socket;
        socket = null;
        endAll();
        if (ws) {
          ws.close();
          emit('close', undefined);
        }
      },

      isConnected: () => socket !== null,

      onWebSocket(event, callback) {
        const handler = callback as Handler;
        handlers[event].add(handler);
        return () => handlers[event].delete(handler);
      },

      sendMessage(message) {
        if (!socket) throw new Error('The socket is not open: call connect() first');
        if (typeof message === 'string') return socket.send(message);
        send(socket, 'uid' in message ? message : { ...message, uid: nextUid() });
      },

      async subscribe<Item>(this: unknown, collection: string, subscribeOptions: SubscribeOptions = {}) {
        self = this ?? client;
        const uid = subscribeOptions.uid ?? nextUid();
        const message: Record<string, unknown> = { type: 'subscribe', collection, uid };
        if (subscribeOptions.event !== undefined) message.event = subscribeOptions.event;
        if (subscribeOptions.item !== undefined) message.item = subscribeOptions.item;
        if (subscribeOptions.query !== undefined) message.query = queryToParams(subscribeOptions.query);

        manuallyClosed = false;
        const ws = await connect();
        // A repeated uid replaces the subscription on the server; the old iterator ends here too.
        subscriptions.get(uid)?.queue.end();
        const queue = createMessageQueue<SubscriptionMessage<Item>>();
        const entry: ActiveSubscription = { message, queue: queue as MessageQueue<SubscriptionMessage<never>>, retried: false };
        subscriptions.set(uid, entry);
        send(ws, message);

        const unsubscribe = () => {
          if (subscriptions.get(uid) !== entry) return queue.end({ discard: true });
          subscriptions.delete(uid);
          queue.end({ discard: true });
          if (socket) send(socket, { type: 'unsubscribe', uid });
        };

        async function* generate(): AsyncGenerator<SubscriptionMessage<Item>, void, unknown> {
          try {
            for (let next = await queue.next(); next !== undefined; next = await queue.next()) yield next;
          } finally {
            // Leaving a for-await loop early ends the subscription on the server as well.
            unsubscribe();
          }
        }

        return { subscription: generate(), unsubscribe };
      },
    };
  };
}

function hasToken(value: unknown): value is TokenSource {
  return typeof value === 'object' && value !== null && typeof (value as Partial<TokenSource>).getToken === 'function';
}

function errorCode(message: Record<string, unknown>): string | undefined {
  const error = message.error as { code?: unknown } | undefined;
  return typeof error?.code === 'string' ? error.code : undefined;
}

function errorMessage(message: Record<string, unknown>): string {
  const error = message.error as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : 'The server refused the request';
}
