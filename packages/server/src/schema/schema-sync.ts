import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { loadRedis } from '../utils/load-redis.js';
import type { SchemaCache } from './schema-cache.js';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const CHANNEL = 'tessera:schema';

export interface SchemaSync {
  /** Stops listening and closes both Redis connections. */
  close(): Promise<void>;
}

export interface SchemaSyncOptions {
  /** `REDIS`; redis://127.0.0.1:6379 when unset. */
  url?: string;
  logger: Logger;
  channel?: string;
}

/**
 * Keeps the schema model of instances sharing a database in step (SYNCHRONIZATION_STORE=redis):
 * a local schema change publishes on a Redis channel, and every other instance drops its model
 * so its next request rebuilds it. A message is only a signal; the model always comes from the
 * database, so a lost message costs freshness, never correctness of what is read.
 */
export async function startSchemaSync(cache: SchemaCache, options: SchemaSyncOptions): Promise<SchemaSync> {
  const channel = options.channel ?? CHANNEL;
  const instance = randomUUID();
  const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const Redis = loadRedis();
  const publisher = new Redis(options.url ?? DEFAULT_REDIS_URL, redisOptions);
  const subscriber = new Redis(options.url ?? DEFAULT_REDIS_URL, redisOptions);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => options.logger.warn({ err: error }, 'schema sync: Redis connection error'));
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel || message === instance) return;
    options.logger.debug({ from: message }, 'schema changed on another instance');
    cache.invalidate({ local: true });
  });
  const unsubscribe = cache.onInvalidate(() => {
    publisher
      .publish(channel, instance)
      .catch((error: unknown) => options.logger.warn({ err: error }, 'schema sync: could not announce a schema change'));
  });
  return {
    async close() {
      unsubscribe();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
