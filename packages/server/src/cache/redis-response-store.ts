import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { failFastRedis } from '../utils/fail-fast-redis.js';
import { WRITES, type CachedAnswer, type ResponseStore } from './response-store.js';

const zip = promisify(gzip);
const unzip = promisify(gunzip);

export interface RedisResponseStoreOptions {
  url: string;
  namespace: string;
  /** Called each time the connection is (re)established. */
  onReady(): void;
  onError(error: unknown): void;
}

/**
 * Answers in Redis, gzip-compressed, each with its TTL; version counters are plain keys (INCR), so
 * every instance sharing the Redis sees a bump at once. Commands fail at once while Redis is lost
 * (failFastRedis): a lost Redis costs misses, never a wait.
 */
export function createRedisResponseStore(options: RedisResponseStoreOptions): ResponseStore {
  const redis = failFastRedis(options.url);
  redis.on('error', options.onError);
  redis.on('ready', options.onReady);
  const answerKey = (key: string) => `${options.namespace}:answer:${key}`;
  const versionKey = (name: string) => `${options.namespace}:version:${name}`;
  return {
    async get(key) {
      const packed = await redis.getBuffer(answerKey(key));
      return packed ? (JSON.parse((await unzip(packed)).toString('utf8')) as CachedAnswer) : null;
    },
    async set(key, answer, ttlMs) {
      await redis.set(answerKey(key), await zip(JSON.stringify(answer)), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async versions(names) {
      if (names.length === 0) return [];
      const values = await redis.mget(names.map(versionKey));
      return values.map((value) => Number(value ?? 0));
    },
    async bump(names) {
      const batch = redis.multi();
      for (const name of [...names, WRITES]) batch.incr(versionKey(name));
      await batch.exec();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
