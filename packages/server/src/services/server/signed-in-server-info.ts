import type { Config } from '../../config/load-config.js';
import { tusChunkSize } from '../tus/tus-settings.js';

/** A rate limit as `/server/info` reports it: off, or its points per duration (seconds). */
export type RateLimitInfo = false | { points: number; duration: number };

/** What the reference's clients read from `/server/info` once signed in (admins get the same). */
export interface SignedInServerInfo {
  rateLimit: RateLimitInfo;
  /** The budget shared by every client (RATE_LIMITER_GLOBAL_ENABLED). */
  rateLimitGlobal: RateLimitInfo;
  /** Extensions are not loaded: there is no configured limit. */
  extensions: { limit: null };
  queryLimit: { default: number; max: number };
  /** Realtime (websockets) is not built. */
  websocket: false;
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
    websocket: false,
    ...(config.TUS_ENABLED ? { uploads: { chunkSize: tusChunkSize(config) } } : {}),
  };
}
