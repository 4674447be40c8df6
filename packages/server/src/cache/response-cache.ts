import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { MessageBus } from '../sync/message-bus.js';
import { EVERYTHING, WRITES, type CachedAnswer, type ResponseStore } from './response-store.js';

/** The bus channel bumps travel on between instances whose stores are their own (memory). */
export const RESPONSE_CACHE_CHANNEL = 'response-cache';

export interface ResponseCache {
  /** The answer cached under `key` if it is still valid, and the write counter to hand back to store(). */
  lookup(key: string): Promise<{ answer: CachedAnswer | null; writes: number | null }>;
  /**
   * Keeps an answer that read `collections`, unless a write was announced since lookup() (its
   * `writes`), which may have raced the read.
   */
  store(
    key: string,
    answer: Omit<CachedAnswer, 'versions' | 'expiresAt'>,
    collections: Iterable<string>,
    writes: number | null,
  ): Promise<void>;
  /** Writes to `collections` committed: every answer that read one of them is stale. */
  purge(collections: readonly string[]): void;
  /** Drops every answer, on every instance. */
  clear(): Promise<void>;
  /** Resolves once the purges announced so far have reached the store. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface ResponseCacheOptions {
  store: ResponseStore;
  ttlMs: number;
  logger: Pick<Logger, 'warn' | 'info'>;
  /** Set when the store is this process's own: bumps are then told to the other instances. */
  bus: MessageBus | null;
  /** A store that still has to connect: off until recover() is first called (its connection is ready). */
  startsDown?: boolean;
}

/**
 * The response cache over a store that may fail at any moment: a failure turns caching off (every
 * lookup a miss, nothing stored, one warning), and once the store answers again it is turned back
 * on, after clearing everything when the bumps of writes made meanwhile were lost.
 */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache & { recover(): void; lost(error: unknown): void } {
  const { store, logger } = options;
  const instance = randomUUID();
  const pending = new Set<Promise<void>>();
  let down = options.startsDown ?? false;
  let warned = false;
  // Whether a bump may have been lost (skipped or failed): then recovery has to clear everything.
  let dropped = false;
  let recovering: Promise<void> | null = null;

  const fail = (error: unknown) => {
    down = true;
    dropped = true;
    if (warned) return;
    warned = true;
    logger.warn({ err: error }, 'response cache: the store is unreachable; answers are not cached until it is back');
  };
  const recover = () => {
    if (!down || recovering) return;
    // A store that merely finished connecting has lost nothing: a read shows it answers.
    const work = dropped ? store.bump([EVERYTHING]) : store.versions([WRITES]).then(() => undefined);
    recovering = work
      .then(() => {
        down = false;
        dropped = false;
        if (warned) logger.info('response cache: the store is back; caching resumed');
        warned = false;
      })
      .catch(() => undefined)
      .finally(() => {
        recovering = null;
      });
  };
  const track = (work: Promise<void>) => {
    const tracked = work.catch(fail).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  // While the store is down a bump is lost; recover() clears everything instead.
  const bumpHere = (names: readonly string[]) => {
    if (down) dropped = true;
    else track(store.bump(names));
  };
  const unsubscribe = options.bus?.subscribe(RESPONSE_CACHE_CHANNEL, (message) => {
    const { from, names } = (message ?? {}) as { from?: unknown; names?: unknown };
    if (from === instance || !Array.isArray(names)) return;
    bumpHere(names.filter((name): name is string => typeof name === 'string'));
  });
  const bump = (names: readonly string[]) => {
    bumpHere(names);
    options.bus?.publish(RESPONSE_CACHE_CHANNEL, { from: instance, names });
  };

  return {
    async lookup(key) {
      if (down) {
        recover();
        return { answer: null, writes: null };
      }
      try {
        const [answer, [writes]] = await Promise.all([store.get(key), store.versions([WRITES])]);
        if (!answer || answer.expiresAt <= Date.now()) return { answer: null, writes: writes! };
        const current = await store.versions(answer.versions.map(([name]) => name));
        const valid = answer.versions.every(([, version], index) => current[index] === version);
        return { answer: valid ? answer : null, writes: writes! };
      } catch (error) {
        fail(error);
        return { answer: null, writes: null };
      }
    },
    async store(key, answer, collections, writes) {
      if (down || writes === null) return;
      try {
        const names = [EVERYTHING, ...collections];
        const [now, ...versions] = await store.versions([WRITES, ...names]);
        if (now !== writes) return;
        const expiresAt = Date.now() + options.ttlMs;
        await store.set(key, { ...answer, expiresAt, versions: names.map((name, index) => [name, versions[index]!]) }, options.ttlMs);
      } catch (error) {
        fail(error);
      }
    },
    purge: (collections) => bump(collections),
    async clear() {
      bump([EVERYTHING]);
      await this.settled();
    },
    async settled() {
      await Promise.all([...pending]);
    },
    recover,
    lost: fail,
    async close() {
      unsubscribe?.();
      await this.settled();
      await store.close();
    },
  };
}
