import type { Config } from '../../config/load-config.js';
import { tusChunkSize } from '../tus/tus-settings.js';

/** A rate limit as `/server/info` reports it: off, or its points per duration (seconds). */
export type RateLimitInfo = false | { points: number; duration: number };

/** One socket endpoint: its auth mode and path, or false when it is off. */
export type SocketEndpointInfo = false | { authentication: 'public' | 'handshake' | 'strict'; path: string };

export type WebsocketInfo =
  | false
  | {
      rest: SocketEndpointInfo;
      graphql: SocketEndpointInfo;
      /** The heartbeat period in seconds, or false when there is none. */
      heartbeat: number | false;
    };

/** What the reference's clients read from `/server/info` once signed in (admins get the same). */
export interface SignedInServerInfo {
  rateLimit: RateLimitInfo;
  /** The budget shared by every client (RATE_LIMITER_GLOBAL_ENABLED). */
  rateLimitGlobal: RateLimitInfo;
  /** Extensions are not loaded: there is no configured limit. */
  extensions: { limit: null };
  queryLimit: { default: number; max: number };
  /** Realtime over WebSockets (api-reference section 9): false when WEBSOCKETS_ENABLED is off. */
  websocket: WebsocketInfo;
  /** Present only when resumable (tus) uploads are on: the part size clients should send, in bytes. */
  uploads?: { chunkSize: number };
}

/** The limits and features of this server for a signed-in caller, from the config. */
export function signedInServerInfo(config: Config): SignedInServerInfo {
  return {
    rateLimit: config.RATE_LIMITER_ENABLED ? { points: config.RATE_LIMITER_POINTS, duration: config.RATE_LIMITER_DURATION } : false,
    rateLimitGlobal: config.RATE_LIMITER_GLOBAL_ENABLED
      ? { points: config.RATE_LIMITER_GLOBAL_POINTS, duration: config.RATE_LIMITER_GLOBAL_DURATION }
      : false,
    extensions: { limit: null },
    queryLimit: { default: config.QUERY_LIMIT_DEFAULT, max: config.QUERY_LIMIT_MAX },
    websocket: websocketInfo(config),
    ...(config.TUS_ENABLED ? { uploads: { chunkSize: tusChunkSize(config) } } : {}),
  };
}

function websocketInfo(config: Config): WebsocketInfo {
  if (!config.WEBSOCKETS_ENABLED) return false;
  return {
    rest: config.WEBSOCKETS_REST_ENABLED ? { authentication: config.WEBSOCKETS_REST_AUTH, path: config.WEBSOCKETS_REST_PATH } : false,
    graphql: config.WEBSOCKETS_GRAPHQL_ENABLED
      ? { authentication: config.WEBSOCKETS_GRAPHQL_AUTH, path: config.WEBSOCKETS_GRAPHQL_PATH }
      : false,
    heartbeat: config.WEBSOCKETS_HEARTBEAT_ENABLED ? config.WEBSOCKETS_HEARTBEAT_PERIOD : false,
  };
}
