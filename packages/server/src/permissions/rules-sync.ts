import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { loadRedis } from '../utils/load-redis.js';

export const RULES_CHANNEL = 'tessera:permissions-changed';

/** Tells other instances that permissions or roles changed, and hears them say so. */
export interface RulesSync {
  publish(): void;
  close(): Promise<void>;
}

export interface RulesSyncOptions {
  /** A redis:// URL. */
  redisUrl: string;
  logger: Logger;
  /** Another instance changed permissions: drop the local copies. */
  onChange: () => void;
}

/** Redis pub/sub on one channel; the instance's own messages are ignored (it already dropped its copies). */
export async function createRulesSync(options: RulesSyncOptions): Promise<RulesSync> {
  const instance = randomUUID();
  const Redis = loadRedis();
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  const subscriber = new Redis(options.redisUrl, { connectTimeout: 2_000 });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === RULES_CHANNEL && message !== instance) options.onChange();
  });
  // An error event without a listener would crash the process; a lost connection is logged and retried.
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) => options.logger.warn({ err: error }, 'permissions sync: redis error'));
  await subscriber.subscribe(RULES_CHANNEL);
  return {
    publish() {
      publisher
        .publish(RULES_CHANNEL, instance)
        .catch((error: unknown) => options.logger.error({ err: error }, 'permissions sync: publish failed'));
    },
    async close() {
      await Promise.all([publisher, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}
