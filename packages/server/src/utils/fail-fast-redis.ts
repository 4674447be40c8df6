import type { Redis } from 'ioredis';
import { loadRedis } from './load-redis.js';

/**
 * A Redis client whose commands never wait for a lost connection: no offline queue, no retries, a
 * short timeout, so callers fall back at once (local rate limits, cache misses) while ioredis keeps
 * reconnecting in the background. Connecting has started when it is returned; its failures go to
 * the client's `error` event, which the caller listens to.
 */
export function failFastRedis(url: string): Redis {
  const redis = new (loadRedis())(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  redis.connect().catch(() => undefined);
  return redis;
}
