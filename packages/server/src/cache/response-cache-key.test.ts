import { describe, expect, it } from 'vitest';
import { responseCacheKey } from './response-cache-key.js';

const key = (parts: Partial<Parameters<typeof responseCacheKey>[0]> = {}) =>
  responseCacheKey({ method: 'GET', path: '/items/articles', query: { fields: 'id', limit: '2' }, scope: 'role:a', ...parts });

const nullProto = (entries: [string, unknown][]) => {
  const table = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of entries) table[name] = value;
  return table;
};

describe('responseCacheKey', () => {
  it('is the same whatever the order of query parameters and nested keys', () => {
    const a = key({ query: { fields: 'id', filter: { b: { _eq: 1 }, a: { _eq: 2 } } } });
    const b = key({ query: { filter: { a: { _eq: 2 }, b: { _eq: 1 } }, fields: 'id' } });
    expect(a).toBe(b);
  });

  it('differs by scope, method, path and query', () => {
    const base = key();
    expect(key({ scope: 'role:b' })).not.toBe(base);
    expect(key({ scope: 'user:1|role:a' })).not.toBe(key({ scope: 'user:2|role:a' }));
    expect(key({ method: 'SEARCH' })).not.toBe(base);
    expect(key({ path: '/items/authors' })).not.toBe(base);
    expect(key({ query: { fields: 'id', limit: '3' } })).not.toBe(base);
    expect(key({ query: { fields: ['id'], limit: '2' } })).not.toBe(base);
  });

  it('leaves the access token out: it names the caller, whom the scope already names', () => {
    expect(key({ query: { fields: 'id', limit: '2', access_token: 'secret' } })).toBe(key());
  });

  it('keeps __proto__ and constructor as ordinary names', () => {
    const poisoned = key({
      query: nullProto([
        ['fields', 'id'],
        ['limit', '2'],
        ['__proto__', { limit: '9' }],
      ]),
    });
    const constructor = key({
      query: nullProto([
        ['fields', 'id'],
        ['limit', '2'],
        ['constructor', 'x'],
      ]),
    });
    expect(new Set([key(), poisoned, constructor]).size).toBe(3);
    expect(key({ path: '/items/__proto__' })).not.toBe(key({ path: '/items/constructor' }));
    expect(({} as Record<string, unknown>).limit).toBeUndefined();
  });
});
