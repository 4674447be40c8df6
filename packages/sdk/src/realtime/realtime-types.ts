import type { WebSocketLike } from '../client.js';
import type { LooseQuery } from '../query/query-types.js';

/** How the socket signs in (api-reference section 9): the server's `WEBSOCKETS_REST_AUTH` must match. */
export type RealtimeAuthMode = 'public' | 'handshake' | 'strict';

/** Options of the {@link realtime} part; the defaults are the reference SDK's. */
export interface RealtimeOptions {
  /** `handshake` (default): an `auth` message right after connecting; `strict`: the token in the URL; `public`: none. */
  authMode?: RealtimeAuthMode;
  /** Reconnect after the socket drops (not after `disconnect()`): first wait `delay` ms, doubling up to 30 s, at most `retries` times. Default `{delay: 1000, retries: 10}`. */
  reconnect?: { delay: number; retries: number } | false;
  /** How long `connect()` may take (opening and signing in) before it fails; default 10 s. */
  connect?: { timeout: number } | false;
  /** Answer the server's `ping` with `pong` (default true). */
  heartbeat?: boolean;
  /** Log connection events to the console. */
  debug?: boolean;
  /** The socket URL; by default the client URL with `ws:`/`wss:` and the path `/websocket`. */
  url?: string;
}

export type RealtimeEvent = 'open' | 'close' | 'error' | 'message';

export type SubscriptionEventName = 'create' | 'update' | 'delete';

/** Options of `subscribe`: only one event, a query for the items sent, one item, and the uid the messages carry. */
export interface SubscribeOptions {
  event?: SubscriptionEventName;
  query?: LooseQuery;
  item?: string | number;
  uid?: string;
}

/** What a subscription yields: the server's `subscription` messages (api-reference section 9). */
export type SubscriptionMessage<Item = Record<string, unknown>> = { type: 'subscription'; uid?: string } & (
  { event: 'init'; data?: Item[] } | { event: 'create' | 'update'; data: Item[] } | { event: 'delete'; data: Array<string | number> }
);

export interface Subscription<Item = Record<string, unknown>> {
  /**
   * Yields init, then create/update/delete messages; ends after `unsubscribe()` (or `disconnect()`),
   * throws on a refused subscribe. After a reconnect or a re-authentication (TOKEN_EXPIRED) the
   * subscription is sent again and yields a new init.
   */
  subscription: AsyncGenerator<SubscriptionMessage<Item>, void, unknown>;
  unsubscribe(): void;
}

/** Members the {@link realtime} part adds. */
export interface RealtimeClient {
  /** Opens the socket and (in handshake mode) signs in; resolves once it can be used. */
  connect(): Promise<WebSocketLike>;
  /** Closes the socket for good: no reconnect, every subscription ends. */
  disconnect(): void;
  /** Whether the socket is open (after `connect()` resolved). */
  isConnected(): boolean;
  /** Listens to the socket; `message` handlers get the parsed JSON. Answers a function that removes the handler. */
  onWebSocket(event: RealtimeEvent, callback: (payload: any) => void): () => void; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Sends one message; an object without `uid` gets one. Throws when the socket is not open. */
  sendMessage(message: string | Record<string, unknown>): void;
  /** Subscribes to changes of `collection`, connecting first when needed. */
  subscribe<Item = Record<string, unknown>>(collection: string, options?: SubscribeOptions): Promise<Subscription<Item>>;
}

/** A subscription refused by the server (`{type:'subscribe', status:'error', error:{code, message}}`) or a failed socket sign-in. */
export class RealtimeError extends Error {
  override readonly name = 'RealtimeError';
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}
