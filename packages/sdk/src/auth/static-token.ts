import type { TesseraClient } from '../client.js';
import { throwIfEmpty } from '../rest/guards.js';

/** Members the {@link staticToken} part adds. */
export interface StaticTokenClient {
  /** The fixed token, sent by `request` as `Authorization: Bearer`. */
  getToken(): Promise<string | null>;
  /** Replaces the token; null sends no Authorization header. */
  setToken(token: string | null): void;
}

/**
 * A part that authenticates every request with a fixed token (a user's static token).
 *
 * @example
 * const client = createClient('http://localhost:8055').with(staticToken('abc')).with(rest());
 */
export function staticToken(token: string) {
  throwIfEmpty(token, 'Token cannot be empty');
  return <Schema>(_client: TesseraClient<Schema>): StaticTokenClient => {
    let current: string | null = token;
    return {
      getToken: () => Promise.resolve(current),
      setToken: (next) => {
        current = next;
      },
    };
  };
}
