/**
 * The session the authentication part keeps (system-spec section 4): tokens plus `expires`
 * (access-token lifetime in ms, as the server sends it) and `expires_at` (epoch ms).
 */
export interface AuthData {
  access_token: string | null;
  refresh_token: string | null;
  expires: number | null;
  expires_at: number | null;
}

/** Where the authentication part keeps {@link AuthData}; `set(null)` signs out. May be async. */
export interface TokenStorage {
  get(): AuthData | null | Promise<AuthData | null>;
  set(value: AuthData | null): void | Promise<void>;
}

/** The part of the Web Storage API the adapter uses (window.localStorage satisfies it). */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the session in memory; the default storage. */
export function memoryStorage(): TokenStorage {
  let value: AuthData | null = null;
  return {
    get: () => value,
    set: (next) => {
      value = next;
    },
  };
}

/**
 * Keeps the session in `localStorage` under `key` as JSON, so a reload stays signed in. An
 * unreadable entry counts as signed out. `storage` defaults to the global `localStorage`.
 *
 * @example
 * authentication('json', { storage: localStorageAdapter('tessera.auth') });
 */
export function localStorageAdapter(key = 'tessera_auth', storage?: WebStorage): TokenStorage {
  const target = (): WebStorage => {
    const found = storage ?? (globalThis as { localStorage?: WebStorage }).localStorage;
    if (!found) throw new Error('localStorageAdapter: no localStorage in this environment; pass a storage object');
    return found;
  };
  return {
    get() {
      const raw = target().getItem(key);
      if (raw === null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isAuthData(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    set(value) {
      if (value === null) target().removeItem(key);
      else target().setItem(key, JSON.stringify(value));
    },
  };
}

function isAuthData(value: unknown): value is AuthData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  const isStringOrNull = (v: unknown) => v === null || typeof v === 'string';
  const isNumberOrNull = (v: unknown) => v === null || typeof v === 'number';
  return (
    isStringOrNull(data.access_token) &&
    isStringOrNull(data.refresh_token) &&
    isNumberOrNull(data.expires) &&
    isNumberOrNull(data.expires_at)
  );
}
