import { randomUUID } from 'node:crypto';
import { loadRedis } from '../utils/load-redis.js';

export const AUTH_CHANNEL = 'tessera:auth-changed';

/** What one instance tells the others: drop every cached token, or those of one session. */
export type AuthChange = { kind: 'all' } | { kind: 'session'; session: string };

export interface TokenCacheSync {
  publish(change: AuthChange): void;
  close(): Promise<void>;
}

/**
 * Redis pub/sub for the token cache (SYNCHRONIZATION_STORE=redis): a suspension, a role change or
 * a logout on one instance reaches the cached tokens of every other at once, not after their TTL.
 * The instance's own messages are ignored; it already applied the change.
 */
export function createTokenCacheSync(redisUrl: string, onChange: (change: AuthChange) => void): TokenCacheSync {
  const instance = randomUUID();
  const Redis = loadRedis();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  const subscriber = new Redis(redisUrl, { connectTimeout: 2_000 });
  // Lost connections are retried by ioredis; until then the cache TTL still bounds staleness.
  for (const connection of [publisher, subscriber]) connection.on('error', () => {});
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== AUTH_CHANNEL) return;
    try {
      const { from, change } = JSON.parse(message) as { from: string; change: AuthChange };
      if (from !== instance) onChange(change);
    } catch {
      // Not one of ours.
    }
  });
  subscriber.subscribe(AUTH_CHANNEL).catch(() => {});
  return {
    publish(change) {
      publisher.publish(AUTH_CHANNEL, JSON.stringify({ from: instance, change })).catch(() => {});
    },
    async close() {
      await Promise.all([publisher, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}
