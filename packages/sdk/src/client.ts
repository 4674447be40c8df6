import type { Untyped } from './schema-types.js';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** A fetch implementation; defaults to the global `fetch` (Node 20, browsers). */
  fetch?: typeof globalThis.fetch | undefined;
  /**
   * A WebSocket implementation for `realtime()`; defaults to the global `WebSocket` (browsers,
   * Node 22+). Node 20 has none: pass the `ws` package's class.
   */
  WebSocket?: WebSocketConstructor | undefined;
}

/** What `realtime()` needs of a WebSocket (the browser's class and `ws` both fit). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  // The event types differ between the DOM and `ws`; the part reads `data` of message events only.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: any) => void): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Run-time dependencies every part shares. */
export interface ClientGlobals {
  fetch: typeof globalThis.fetch;
  /** Throws when neither the options nor the global scope provide one. */
  WebSocket: WebSocketConstructor;
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
    WebSocket: options.WebSocket ?? globalWebSocket(),
  };
  return {
    url: parseBaseUrl(url),
    globals,
    with(part) {
      return { ...this, ...part(this) };
    },
  };
}

/** The global WebSocket looked up when a socket is opened, or a class whose construction explains what is missing. */
function globalWebSocket(): WebSocketConstructor {
  return function GlobalWebSocket(url: string): WebSocketLike {
    const Impl = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!Impl) throw new Error('No WebSocket implementation: pass one as createClient(url, { WebSocket })');
    return new Impl(url);
  } as unknown as WebSocketConstructor;
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
