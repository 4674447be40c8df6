import type { TesseraClient } from '../client.js';
import { TesseraError, type TesseraErrorEntry } from '../sdk-error.js';
import { buildUrl } from '../rest/send-request.js';

/** Options of the {@link graphql} part. */
export interface GraphqlOptions {
  /** fetch `credentials` for every query, e.g. `'include'` across origins. */
  credentials?: RequestCredentials;
}

/** `items` queries the user collections (`/graphql`), `system` the `directus_*` ones (`/graphql/system`). */
export type GraphqlScope = 'items' | 'system';

/** Members the {@link graphql} part adds. */
export interface GraphqlClient {
  /**
   * Runs a GraphQL operation (`POST /graphql` or `/graphql/system`) with the client's token and
   * resolves to its `data`; an answer with `errors` rejects with {@link TesseraError}.
   */
  query<Output = Record<string, unknown>>(document: string, variables?: Record<string, unknown>, scope?: GraphqlScope): Promise<Output>;
}

interface TokenSource {
  getToken(): Promise<string | null> | string | null;
}

/**
 * The GraphQL part (api-reference section 6).
 *
 * @example
 * const client = createClient(url).with(staticToken(token)).with(graphql());
 * const { articles } = await client.query<{ articles: { id: number }[] }>('query { articles { id } }');
 */
export function graphql(options: GraphqlOptions = {}) {
  return <Schema>(client: TesseraClient<Schema>): GraphqlClient => ({
    async query<Output>(this: unknown, document: string, variables?: Record<string, unknown>, scope: GraphqlScope = 'items') {
      const source = hasToken(this) ? this : hasToken(client) ? client : undefined;
      const token = source ? await source.getToken() : null;
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const init: RequestInit = {
        method: 'POST',
        headers,
        body: JSON.stringify(variables ? { query: document, variables } : { query: document }),
      };
      if (options.credentials) init.credentials = options.credentials;
      const { fetch: fetchFn } = client.globals;
      const response = await fetchFn(buildUrl(client.url, { path: scope === 'system' ? '/graphql/system' : '/graphql' }), init);
      const body = await readBody(response);
      const errors = Array.isArray(body?.errors) ? (body.errors as TesseraErrorEntry[]) : [];
      if (!response.ok || errors.length > 0) throw new TesseraError(response, errors);
      return (body?.data ?? null) as Output;
    },
  });
}

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (text === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    // Not JSON (a proxy's error page): only an error answer can be like that.
    if (!response.ok) return null;
    throw new Error('Invalid JSON in the answer to a GraphQL query');
  }
}

function hasToken(value: unknown): value is TokenSource {
  return typeof value === 'object' && value !== null && typeof (value as Partial<TokenSource>).getToken === 'function';
}
