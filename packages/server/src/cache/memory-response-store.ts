import { createTtlCache } from '../utils/ttl-cache.js';
import { WRITES, type CachedAnswer, type ResponseStore } from './response-store.js';

/** Answers in this process: at most `max` of them, the least recently used dropped first. */
export function createMemoryResponseStore(max: number): ResponseStore {
  const answers = createTtlCache<string, CachedAnswer>(max);
  const counters = new Map<string, number>();
  return {
    get: async (key) => answers.get(key) ?? null,
    set: async (key, answer, ttlMs) => answers.set(key, answer, Date.now() + ttlMs),
    versions: async (names) => names.map((name) => counters.get(name) ?? 0),
    bump: async (names) => {
      for (const name of [...names, WRITES]) counters.set(name, (counters.get(name) ?? 0) + 1);
    },
    close: async () => answers.clear(),
  };
}
