import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('ttl cache', () => {
  it('returns an entry until its own expiry, then never again', () => {
    const cache = createTtlCache<string, number>(10);
    cache.set('a', 1, 1_000, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores nothing that is already expired, and nothing at all with max 0', () => {
    const cache = createTtlCache<string, number>(10);
    cache.set('a', 1, 5, 10);
    expect(cache.get('a', 10)).toBeUndefined();
    const off = createTtlCache<string, number>(0);
    off.set('a', 1, 100, 0);
    expect(off.get('a', 1)).toBeUndefined();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = createTtlCache<string, number>(2);
    cache.set('a', 1, 100, 0);
    cache.set('b', 2, 100, 0);
    expect(cache.get('a', 1)).toBe(1);
    cache.set('c', 3, 100, 1);
    expect(cache.get('b', 2)).toBeUndefined();
    expect(cache.get('a', 2)).toBe(1);
    expect(cache.get('c', 2)).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('drops entries by predicate and all at once', () => {
    const cache = createTtlCache<string, { session?: string }>(10);
    cache.set('a', { session: 's1' }, 100, 0);
    cache.set('b', { session: 's2' }, 100, 0);
    cache.set('c', {}, 100, 0);
    cache.deleteWhere((value) => value.session === 's1');
    expect([cache.get('a', 1), cache.get('b', 1)?.session]).toEqual([undefined, 's2']);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
