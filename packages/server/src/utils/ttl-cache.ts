/**
 * A bounded map whose entries expire at a time of their own. Least recently used entries make
 * room for new ones once `max` is reached; an expired entry is never returned.
 */
export interface TtlCache<K, V> {
  get(key: K, now?: number): V | undefined;
  /** Keeps `value` until `expiresAt` (epoch ms); a time already past stores nothing. */
  set(key: K, value: V, expiresAt: number, now?: number): void;
  delete(key: K): void;
  /** Drops every entry whose value matches. */
  deleteWhere(predicate: (value: V, key: K) => boolean): void;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<K, V>(max: number): TtlCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now) return undefined;
      // Re-inserted: Map order is insertion order, so the oldest key is the least recently used.
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, expiresAt, now = Date.now()) {
      entries.delete(key);
      if (max <= 0 || expiresAt <= now) return;
      while (entries.size >= max) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt });
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(predicate) {
      for (const [key, entry] of entries) if (predicate(entry.value, key)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
