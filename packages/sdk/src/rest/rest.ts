import type { TesseraClient } from '../client.js';
import type { RestCommand } from './command.js';
import { sendRequest } from './send-request.js';
import type { Untyped } from '../schema-types.js';

/** Options of the {@link rest} part. */
export interface RestOptions {
  /** fetch `credentials` for every request, e.g. `'include'` to send the refresh cookie cross-origin. */
  credentials?: RequestCredentials;
}

/** Members the {@link rest} part adds. */
export interface RestClient<Schema = Untyped> {
  /**
   * Runs a command: builds its request, adds `Authorization: Bearer <token>` when the client has
   * a token (from `authentication()` or `staticToken()`), and resolves to the answer's `data`.
   */
  request<Output = Untyped>(command: RestCommand<Output, Schema>): Promise<Output>;
}

interface TokenSource {
  getToken(): Promise<string | null> | string | null;
}

/**
 * The REST part: adds `request(command)` (api-reference section 6).
 *
 * @example
 * const client = createClient('http://localhost:8055').with(rest({ credentials: 'include' }));
 * const articles = await client.request(readItems('articles', { limit: 10 }));
 */
export function rest(options: RestOptions = {}) {
  return <Schema>(client: TesseraClient<Schema>): RestClient<Schema> => ({
    // `this` is the client the call is made on, which carries parts added after this one
    // (such as authentication); the client this part was added to is the fallback.
    async request<Output>(this: unknown, command: RestCommand<Output, Schema>): Promise<Output> {
      const requestOptions = command();
      const source = hasToken(this) ? this : hasToken(client) ? client : undefined;
      const token = source ? await source.getToken() : null;
      const answer = await sendRequest(client.url, requestOptions, {
        fetch: client.globals.fetch,
        credentials: options.credentials,
        token,
      });
      return answer as Output;
    },
  });
}

function hasToken(value: unknown): value is TokenSource {
  return typeof value === 'object' && value !== null && typeof (value as Partial<TokenSource>).getToken === 'function';
}
