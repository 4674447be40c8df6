import type { Untyped } from './schema-types.js';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** A fetch implementation; defaults to the global `fetch` (Node 20, browsers). */
  fetch?: typeof globalThis.fetch | undefined;
}

/** Run-time dependencies every part shares. */
export interface ClientGlobals {
  fetch: typeof globalThis.fetch;
}

/**
 * A client: the base URL, the shared globals and `with`, which adds a part. `Schema` types the
 * results of `request` (see `schema-types.ts`); leave it out for an untyped client.
 */
export interface TesseraClient<Schema = Untyped> {
  readonly url: URL;
  readonly globals: ClientGlobals;
  /** Returns a new client with the part's members added; the original is unchanged. */
  with<Members extends object>(part: (client: TesseraClient<Schema>) => Members): this & Members;
  /** Type-only marker carrying `Schema`. */
  readonly __schema?: Schema;
}

/**
 * Creates a client for the server at `url` (system-spec section 7: the base URL is configurable).
 * Add behaviour with parts: `rest()`, `authentication()`, `staticToken()`.
 *
 * @example
 * const client = createClient<Schema>('http://localhost:8055').with(rest()).with(authentication('json'));
 */
export function createClient<Schema = Untyped>(url: string | URL, options: ClientOptions = {}): TesseraClient<Schema> {
  const globals: ClientGlobals = {
    // Looked up at call time so a fetch installed later (polyfill, test double) is used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
  return {
    url: parseBaseUrl(url),
    globals,
    with(part) {
      return { ...this, ...part(this) };
    },
  };
}

function parseBaseUrl(url: string | URL): URL {
  if (url instanceof URL) return new URL(url.href);
  try {
    return new URL(url);
  } catch {
    // A relative base such as '/' resolves against the page in a browser.
    const page = (globalThis as { location?: { href?: string } }).location?.href;
    if (page === undefined || url === '') throw new Error(`Invalid base URL "${url}": expected an absolute URL`);
    return new URL(url, page);
  }
}
