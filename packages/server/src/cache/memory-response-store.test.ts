import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryResponseStore } from './memory-response-store.js';
import { WRITES, type CachedAnswer } from './response-store.js';

const answer = (body: string): CachedAnswer => ({ status: 200, contentType: 'application/json', body, expiresAt: 0, versions: [] });

describe('memory response store', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps at most `max` answers, dropping the least recently used', async () => {
    const store = createMemoryResponseStore(2);
    await store.set('a', answer('a'), 60_000);
    await store.set('b', answer('b'), 60_000);
    await store.get('a');
    await store.set('c', answer('c'), 60_000);
    expect([(await store.get('a'))?.body, await store.get('b'), (await store.get('c'))?.body]).toEqual(['a', null, 'c']);
  });

  it('forgets an answer once its TTL has passed', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const store = createMemoryResponseStore(10);
    await store.set('a', answer('a'), 5_000);
    vi.setSystemTime(1_004_999);
    expect((await store.get('a'))?.body).toBe('a');
    vi.setSystemTime(1_005_000);
    expect(await store.get('a')).toBeNull();
  });

  it('counts versions per name and every bump in WRITES', async () => {
    const store = createMemoryResponseStore(10);
    expect(await store.versions(['articles', 'authors', WRITES])).toEqual([0, 0, 0]);
    await store.bump(['articles']);
    await store.bump(['articles', '__proto__']);
    expect(await store.versions(['articles', 'authors', '__proto__', WRITES])).toEqual([2, 0, 1, 2]);
  });
});
