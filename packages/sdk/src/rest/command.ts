import type { Untyped } from '../schema-types.js';

/** HTTP methods the server's routes use (api-reference section 2). */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'SEARCH';

/** What a command asks for; `rest().request` turns it into a fetch call. */
export interface RequestOptions {
  /** Path below the base URL, starting with `/`, segments already encoded. */
  path: string;
  /** Defaults to `GET`. */
  method?: HttpMethod;
  /** URL parameters, already serialised (see `queryToParams`). */
  params?: Record<string, string>;
  /** A JSON value (sent as `application/json`) or a raw body such as `FormData` or `Blob`. */
  body?: unknown;
  headers?: Record<string, string>;
  /** `'data'` (default) yields the body's `data` member; `'body'` yields the whole parsed body. */
  unwrap?: 'data' | 'body';
  /**
   * Reads a successful answer itself instead of parsing JSON (assets: the body as a stream, a
   * Blob or an ArrayBuffer), as the reference's commands do; an error answer still rejects with
   * `TesseraError`.
   */
  onResponse?: (response: Response) => unknown;
  /** Changes the fetch options right before the call (see `withOptions`). */
  onRequest?: RequestTransformer;
}

/** Takes the fetch options a request is about to be sent with and returns the ones to use. */
export type RequestTransformer = (init: RequestInit) => RequestInit | Promise<RequestInit>;

/**
 * A command: a function returning {@link RequestOptions}. `Output` is what `client.request(command)`
 * resolves to; `Schema` ties the command to a typed client. Both are type-only markers.
 */
export interface RestCommand<Output, Schema = Untyped> {
  (): RequestOptions;
  readonly __output?: Output;
  readonly __schema?: Schema;
}
