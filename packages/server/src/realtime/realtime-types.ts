import type { Accountability } from '../permissions/accountability.js';

/**
 * The contract between the socket transports (the REST socket of api-reference section 9,
 * graphql-ws) and the broker that holds subscriptions and delivers changes. The broker never
 * touches a socket; a transport never reads items itself.
 */

/** One connected client as the broker sees it. */
export interface RealtimeClient {
  readonly id: string;
  /** Who the client is now (replaced on re-auth); null while a `public`-mode client has not signed in, which reads as the public role. */
  accountability: Accountability | null;
  /** Queues one JSON message for the client; never throws (a slow or closed client is the transport's to drop). */
  send(message: Record<string, unknown>): void;
}

export type SubscriptionEvent = 'create' | 'update' | 'delete';

/** A `subscribe` message, checked for shape by the transport, for meaning by the broker. */
export interface SubscribeRequest {
  uid?: string | number;
  collection: string;
  event?: SubscriptionEvent;
  item?: string | number;
  /** The REST query as sent (fields, filter, sort, limit, deep, …); parsed like a SEARCH body. */
  query?: Record<string, unknown>;
}

export interface RealtimeBroker {
  /**
   * Checks the request against the caller's access (INVALID_COLLECTION, FORBIDDEN, INVALID_QUERY as
   * AppErrors) and registers it, replacing the client's subscription with the same uid; answers the
   * `init` message (`{type:'subscription', event:'init', data?, uid?}`).
   */
  subscribe(client: RealtimeClient, request: SubscribeRequest): Promise<Record<string, unknown>>;
  /** Ends one subscription of the client (by uid), or all of them when uid is undefined. Answers whether any ended. */
  unsubscribe(client: RealtimeClient, uid?: string | number): boolean;
  /** Forgets the client (its socket closed). */
  removeClient(client: RealtimeClient): void;
  /** Subscriptions held in this process (for the bench and tests). */
  readonly size: number;
  close(): Promise<void>;
}
