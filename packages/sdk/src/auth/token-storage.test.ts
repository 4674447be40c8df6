import { describe, expect, it } from 'vitest';
import { localStorageAdapter, memoryStorage, type AuthData, type WebStorage } from './token-storage.js';

const SESSION: AuthData = { access_token: 'a', refresh_token: 'r', expires: 900_000, expires_at: 1_700_000_900_000 };

/** A Web Storage stand-in with the real semantics (strings in, strings out). */
function webStorage(): WebStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('memoryStorage', () => {
  it('starts empty, keeps what is set, and clears on null', () => {
    const storage = memoryStorage();
    expect(storage.get()).toBeNull();
    storage.set(SESSION);
    expect(storage.get()).toEqual(SESSION);
    storage.set(null);
    expect(storage.get()).toBeNull();
  });
});

describe('localStorageAdapter', () => {
  it('stores the session as JSON under its key and removes it on null', () => {
    const web = webStorage();
    const storage = localStorageAdapter('tessera.auth', web);
    storage.set(SESSION);
    expect(JSON.parse(web.entries.get('tessera.auth') ?? 'null')).toEqual(SESSION);
    expect(localStorageAdapter('tessera.auth', web).get()).toEqual(SESSION);
    storage.set(null);
    expect(web.entries.has('tessera.auth')).toBe(false);
    expect(storage.get()).toBeNull();
  });

  it.each(['not json', '{"access_token":5}', '"text"'])('treats an unreadable entry %j as signed out', (raw) => {
    const web = webStorage();
    web.entries.set('auth', raw);
    expect(localStorageAdapter('auth', web).get()).toBeNull();
  });

  it('uses the global localStorage, and says so when there is none', () => {
    const holder = globalThis as { localStorage?: WebStorage };
    const original = holder.localStorage;
    try {
      delete holder.localStorage;
      expect(() => localStorageAdapter('auth').get()).toThrow(
        'localStorageAdapter: no localStorage in this environment; pass a storage object',
      );
      const web = webStorage();
      holder.localStorage = web;
      localStorageAdapter('auth').set(SESSION);
      expect(web.entries.has('auth')).toBe(true);
    } finally {
      if (original === undefined) delete holder.localStorage;
      else holder.localStorage = original;
    }
  });
});
