import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { loadRedis } from '../utils/load-redis.js';

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const CHANNEL = 'tessera:flows';
const LOCK_PREFIX = 'tessera:flows-schedule:';
/** How long a tick's claim is kept: long after every instance has seen that tick. */
const LOCK_TTL_MS = 60_000;

/** What the flow engine shares with the other instances on its database. */
export interface FlowSync {
  /** Tells the other instances that flows or operations changed (they reload theirs). */
  announceChange(): void;
  /** Whether this instance runs `flowId`'s schedule tick `tick` (seconds): true for exactly one instance. */
  claimTick(flowId: string, tick: number): Promise<boolean>;
  close(): Promise<void>;
}

/** One instance alone: nothing to tell, every tick is its own. */
export const LOCAL_FLOW_SYNC: FlowSync = {
  announceChange: () => undefined,
  claimTick: () => Promise.resolve(true),
  close: () => Promise.resolve(),
};

export interface RedisFlowSyncOptions {
  url?: string;
  logger: Pick<Logger, 'warn' | 'debug'>;
  /** Called when another instance changed flows. */
  onRemoteChange(): void;
}

/**
 * Flow changes and schedule ticks across instances (SYNCHRONIZATION_STORE=redis): a change is
 * published on a channel every instance listens to; a tick is claimed with `SET key NX PX`, so the
 * instance whose claim lands first runs it and the others skip it. A claim Redis cannot answer is
 * not run: a missed tick is better than a doubled one.
 */
export async function startRedisFlowSync(options: RedisFlowSyncOptions): Promise<FlowSync> {
  const instance = randomUUID();
  const Redis = loadRedis();
  const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(options.url ?? DEFAULT_REDIS_URL, redisOptions);
  const subscriber = new Redis(options.url ?? DEFAULT_REDIS_URL, redisOptions);
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) => options.logger.warn({ err: error }, 'flow sync: Redis connection error'));
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANNEL);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  subscriber.on('message', (from: string, message: string) => {
    if (from !== CHANNEL || message === instance) return;
    options.logger.debug({ from: message }, 'flows changed on another instance');
    options.onRemoteChange();
  });
  return {
    announceChange() {
      publisher
        .publish(CHANNEL, instance)
        .catch((error: unknown) => options.logger.warn({ err: error }, 'flow sync: could not announce a change'));
    },
    async claimTick(flowId, tick) {
      try {
        return (await publisher.set(`${LOCK_PREFIX}${flowId}:${tick}`, instance, 'PX', LOCK_TTL_MS, 'NX')) === 'OK';
      } catch (error) {
        options.logger.warn({ err: error, flow: flowId }, 'flow sync: could not claim a schedule tick; skipped');
        return false;
      }
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
