import { TesseraError, type TesseraErrorEntry } from '../sdk-error.js';
import type { RequestOptions } from './command.js';

/** How one request is sent: the fetch to use, fetch `credentials`, and the bearer token if any. */
export interface Transport {
  fetch: typeof globalThis.fetch;
  credentials?: RequestCredentials | undefined;
  token?: string | null | undefined;
}

/**
 * Sends one request and reads the answer (api-reference section 6): a success yields its `data`
 * member (the whole body when it has none, text for `text/*`), 204 yields `undefined`, a non-OK
 * answer rejects with {@link TesseraError}. A network failure rejects with fetch's own error.
 */
export async function sendRequest(baseUrl: URL, options: RequestOptions, transport: Transport): Promise<unknown> {
  const headers: Record<string, string> = {};
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      // The runtime sets the multipart boundary itself, so no Content-Type here.
      init.body = options.body;
    } else {
      init.body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }
  if (transport.token) headers.Authorization = `Bearer ${transport.token}`;
  Object.assign(headers, options.headers);
  if (transport.credentials) init.credentials = transport.credentials;

  // Called detached: browsers refuse `fetch` invoked with a `this` other than the window.
  const { fetch: fetchFn } = transport;
  const finalInit = options.onRequest ? await options.onRequest(init) : init;
  const response = await fetchFn(buildUrl(baseUrl, options), finalInit);
  return readResponse(response, options);
}

/** Base URL path + command path, with the command's parameters. */
export function buildUrl(baseUrl: URL, options: Pick<RequestOptions, 'path' | 'params'>): string {
  const url = new URL(baseUrl.href);
  url.pathname = url.pathname.replace(/\/+$/, '') + options.path;
  for (const [name, value] of Object.entries(options.params ?? {})) url.searchParams.set(name, value);
  return url.href;
}

async function readResponse(response: Response, options: RequestOptions): Promise<unknown> {
  if (response.ok && options.onResponse) return options.onResponse(response);
  if (response.status === 204) return undefined;
  const body = await parseBody(response, options);
  if (!response.ok) throw new TesseraError(response, errorsOf(body));
  if ((options.unwrap ?? 'data') === 'data' && isObject(body) && 'data' in body) return body.data;
  return body;
}

async function parseBody(response: Response, options: RequestOptions): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  // application/json, and also application/health+json from /server/health.
  const isJson = /[/+]json\b/i.test(type);
  if (!isJson && type !== '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // A broken body on an error answer still becomes a TesseraError (with no entries).
    if (!response.ok || !isJson) return text;
    throw new Error(`Invalid JSON in the answer to ${options.method ?? 'GET'} ${options.path}`, { cause: error });
  }
}

function errorsOf(body: unknown): TesseraErrorEntry[] {
  return isObject(body) && Array.isArray(body.errors) ? (body.errors as TesseraErrorEntry[]) : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}
