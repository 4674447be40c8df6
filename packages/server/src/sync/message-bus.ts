import { randomUUID } from 'node:crypto';
import { loadRedis } from '../utils/load-redis.js';

export type MessageHandler = (message: unknown) => void;

/**
 * Messages between the parts of a server that may run in several processes (realtime changes,
 * GraphQL subscriptions). A message published here reaches this process's handlers at once, and
 * with Redis every other instance's too; a JSON-serialisable value is all a message may be.
 */
export interface MessageBus {
  publish(channel: string, message: unknown): void;
  /** Answers the function that removes the handler again. */
  subscribe(channel: string, handler: MessageHandler): () => void;
  close(): Promise<void>;
}

/** Handlers by channel, in a Map, so a channel named `__proto__` is a channel like any other. */
class ChannelTable {
  private readonly byChannel = new Map<string, Set<MessageHandler>>();

  add(channel: string, handler: MessageHandler): { remove: () => void; first: boolean } {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(handler);
    return {
      first,
      remove: () => {
        set.delete(handler);
        if (set.size === 0 && this.byChannel.get(channel) === set) this.byChannel.delete(channel);
      },
    };
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel);
  }

  deliver(channel: string, message: unknown, onError: (error: unknown) => void): void {
    for (const handler of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        handler(message);
      } catch (error) {
        onError(error);
      }
    }
  }
}

/** One process alone: handlers run synchronously, in subscription order. */
export function createLocalMessageBus(onError: (error: unknown) => void = () => {}): MessageBus {
  const table = new ChannelTable();
  return {
    publish: (channel, message) => table.deliver(channel, message, onError),
    subscribe: (channel, handler) => table.add(channel, handler).remove,
    close: async () => {},
  };
}

export interface RedisMessageBusOptions {
  url: string;
  /** Prefix of every Redis channel, so deployments sharing a Redis keep apart (`tessera:bus`). */
  namespace?: string;
  onError: (error: unknown) => void;
}

/**
 * Redis pub/sub: this process's handlers get a message at once, as with the local bus; other
 * instances get it through Redis, and this one ignores its own copy coming back.
 */
export function createRedisMessageBus(options: RedisMessageBusOptions): MessageBus {
  const namespace = options.namespace ?? 'tessera:bus';
  const instance = randomUUID();
  const Redis = loadRedis();
  // Connecting goes on in the background, as ioredis retries: a Redis that is down at start-up
  // (or later) costs other instances their messages until it is back, never this server its
  // start or its local deliveries. The subscriber waits for a connection however long it takes, so
  // no channel is lost, and ioredis subscribes again after each reconnection.
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 3, connectTimeout: 2_000 });
  const subscriber = new Redis(options.url, { maxRetriesPerRequest: null, connectTimeout: 2_000 });
  for (const connection of [publisher, subscriber]) connection.on('error', options.onError);
  const table = new ChannelTable();
  const prefix = `${namespace}:`;
  subscriber.on('message', (redisChannel: string, text: string) => {
    if (!redisChannel.startsWith(prefix)) return;
    let envelope: { from?: unknown; message?: unknown };
    try {
      envelope = JSON.parse(text) as { from?: unknown; message?: unknown };
    } catch {
      return;
    }
    if (envelope.from === instance) return;
    table.deliver(redisChannel.slice(prefix.length), envelope.message, options.onError);
  });
  return {
    publish(channel, message) {
      table.deliver(channel, message, options.onError);
      publisher.publish(prefix + channel, JSON.stringify({ from: instance, message })).catch(options.onError);
    },
    subscribe(channel, handler) {
      const added = table.add(channel, handler);
      if (added.first) subscriber.subscribe(prefix + channel).catch(options.onError);
      return () => {
        added.remove();
        if (!table.has(channel)) subscriber.unsubscribe(prefix + channel).catch(options.onError);
      };
    },
    async close() {
      await Promise.allSettled(
        [subscriber, publisher].map((connection) => (connection.status === 'ready' ? connection.quit() : connection.disconnect())),
      );
    },
  };
}
