import { randomUUID } from 'node:crypto';
import { loadRedis } from './load-redis.js';

export interface RedisSignal {
  /** Tells the other instances; never throws (a failure goes to `onError`). */
  announce(): void;
  close(): Promise<void>;
}

export interface RedisSignalOptions {
  url: string;
  channel: string;
  /** Called when ANOTHER instance announced (never for this one's own announcements). */
  onSignal(): void;
  onError(error: unknown): void;
}

/**
 * A "something changed, reload it" signal between instances over a Redis channel: the message is
 * only the sender's id, so whatever is reloaded always comes from the database and a lost message
 * costs freshness, never correctness.
 */
export async function startRedisSignal(options: RedisSignalOptions): Promise<RedisSignal> {
  const instance = randomUUID();
  const Redis = loadRedis();
  const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(options.url, redisOptions);
  const subscriber = new Redis(options.url, redisOptions);
  for (const connection of [publisher, subscriber]) connection.on('error', options.onError);
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(options.channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  subscriber.on('message', (from: string, message: string) => {
    if (from === options.channel && message !== instance) options.onSignal();
  });
  return {
    announce: () => void publisher.publish(options.channel, instance).catch(options.onError),
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
