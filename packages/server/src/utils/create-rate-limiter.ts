import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds until a key's counter resets; 0 keeps it until deleted. */
  durationSeconds: number;
  /** Counters in Redis, shared by every instance; null keeps them in this process. */
  redis: Redis | null;
}

/**
 * A rate-limiter-flexible limiter on the configured store. A Redis limiter counts in this process
 * (its insurance limiter) whenever Redis fails, so a lost Redis never lifts the limits.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiterAbstract {
  const base = { keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds };
  if (!options.redis) return new RateLimiterMemory(base);
  return new RateLimiterRedis({ ...base, storeClient: options.redis, insuranceLimiter: new RateLimiterMemory(base) });
}
