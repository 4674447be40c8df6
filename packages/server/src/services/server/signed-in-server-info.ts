import type { Config } from '../../config/load-config.js';

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
}

/** The limits and features of this server for a signed-in caller, from the config. `uploads` is absent: resumable (tus) uploads are off. */
export function signedInServerInfo(config: Config): SignedInServerInfo {
  return {
    rateLimit: config.RATE_LIMITER_ENABLED ? { points: config.RATE_LIMITER_POINTS, duration: config.RATE_LIMITER_DURATION } : false,
    rateLimitGlobal: config.RATE_LIMITER_GLOBAL_ENABLED
      ? { points: config.RATE_LIMITER_GLOBAL_POINTS, duration: config.RATE_LIMITER_GLOBAL_DURATION }
      : false,
    extensions: { limit: null },
    queryLimit: { default: config.QUERY_LIMIT_DEFAULT, max: config.QUERY_LIMIT_MAX },
    websocket: false,
  };
}
