/**
 * The one way the server fetches a URL a client or an operator handed it (`POST /files/import`,
 * later webhooks and flow requests), guarded against server-side request forgery:
 *
 *   const { status, headers, body } = await openOutboundStream(url, { denyList: config.IMPORT_IP_DENY_LIST, maxBytes, timeoutMs });
 *
 * - only `http:` and `https:`; user name and password in the URL are sent as Basic auth to that
 *   URL's origin only, and never appear in `url`, messages or logs;
 * - the host is resolved once per hop and refused (`OutboundRefused`) when ANY address is in
 *   `denyList` (see `ip-deny-list.ts`: CIDRs, embedded IPv4 in IPv6, `0.0.0.0` = this machine);
 *   the connection is pinned to the checked address, so DNS rebinding cannot move it;
 * - redirects are followed here, each hop checked the same way, at most `maxRedirects`;
 * - `timeoutMs` bounds the whole exchange (lookup, connect, headers and body), `maxBytes` the body:
 *   both end in `OutboundFailed` (thrown, or raised by `body`) and close the socket.
 * `outboundErrorToAppError` (outbound-app-error.ts) turns these errors into API answers.
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { compileIpDenyList } from './ip-deny-list.js';
import { limitBody } from './limit-body.js';
import { OutboundFailed, OutboundRefused } from './outbound-errors.js';
import { redactUrl, resolveTarget, systemResolver, type Resolver } from './resolve-target.js';
import { sendPinnedRequest } from './send-pinned-request.js';

export { OutboundFailed, OutboundRefused } from './outbound-errors.js';
export type { OutboundFailureKind, OutboundRefusalReason } from './outbound-errors.js';
export type { ResolvedAddress, Resolver } from './resolve-target.js';

export interface OutboundOptions {
  /** `IMPORT_IP_DENY_LIST` as parsed: addresses, CIDR ranges, and `0.0.0.0` = every local interface address. */
  denyList: readonly string[];
  /** Body bytes allowed; past it the body stream errors (`too-large`). Unlimited when omitted. */
  maxBytes?: number;
  /** Deadline of the whole exchange (lookup, connect, headers, body). None when omitted. */
  timeoutMs?: number;
  /** Redirects followed before failing with `too-many-redirects`; default 5, 0 returns the 3xx itself. */
  maxRedirects?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Replaces `dns.lookup` (all addresses): for tests, or a caller with its own resolver. */
  resolve?: Resolver;
}

export interface OutboundResponse {
  /** The final URL after redirects, without credentials. */
  url: string;
  status: number;
  /** The reason phrase the remote sent (`Not Found`), empty when it sent none. */
  statusText: string;
  /** Lower-case names (null prototype); repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Readable;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Sent to the URL's own origin only: dropped when a redirect leaves it. */
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

export async function openOutboundStream(url: string, options: OutboundOptions): Promise<OutboundResponse> {
  const isDenied = compileIpDenyList(options.denyList);
  const resolve = options.resolve ?? systemResolver;
  const maxRedirects = options.maxRedirects ?? 5;
  const deadline = startDeadline(options.timeoutMs);
  let current = parseUrl(url);
  let method = (options.method ?? 'GET').toUpperCase();
  let body = options.body;
  let headers = lowerCaseHeaders(options.headers);
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await deadline.race(resolveTarget(current, isDenied, resolve));
      const response = await sendPinnedRequest(target, {
        method,
        headers: withCredentials(headers, current),
        body,
        signal: deadline.signal,
      });
      const location = response.headers.location;
      const status = response.statusCode ?? 0;
      if (!REDIRECT_STATUSES.has(status) || location === undefined || maxRedirects === 0)
        return answer(response, current, options.maxBytes, deadline);
      response.destroy();
      if (redirects >= maxRedirects)
        throw new OutboundFailed('too-many-redirects', `URL "${redactUrl(current)}" redirected more than ${maxRedirects} times`);
      const next = parseUrl(location, current);
      if (next.origin !== current.origin) headers = withoutOriginBound(headers);
      // As browsers do: 303 turns anything but HEAD into GET, 301/302 turn POST into GET; the body goes with it.
      if ((status === 303 && method !== 'HEAD') || ((status === 301 || status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        headers = withoutBodyHeaders(headers);
      }
      current = next;
    }
  } catch (error) {
    deadline.clear();
    throw error;
  }
}

function answer(response: IncomingMessage, url: URL, maxBytes: number | undefined, deadline: Deadline): OutboundResponse {
  const safeUrl = redactUrl(url);
  const declared = Number(response.headers['content-length']);
  if (maxBytes !== undefined && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new OutboundFailed('too-large', `The answer of URL "${safeUrl}" is larger than ${maxBytes} bytes`);
  }
  const body = limitBody(response, maxBytes, safeUrl);
  deadline.onExpiry((error) => body.destroy(error));
  body.on('close', () => deadline.clear());
  return {
    url: safeUrl,
    status: response.statusCode ?? 0,
    statusText: response.statusMessage ?? '',
    headers: flattenHeaders(response),
    body,
  };
}

function parseUrl(text: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new OutboundRefused('invalid-url', base ? 'The redirect location is not a valid URL' : 'The URL is not a valid absolute URL');
  }
}

/** Credentials written in the URL become Basic auth for that URL (fetch refuses them; the reference's client sends them). */
function withCredentials(headers: OutgoingHttpHeaders, url: URL): OutgoingHttpHeaders {
  if (url.username === '' && url.password === '') return headers;
  const pair = `${decodeOrKeep(url.username)}:${decodeOrKeep(url.password)}`;
  return { ...headers, authorization: `Basic ${Buffer.from(pair).toString('base64')}` };
}

/** `%zz` is kept by the URL parser; a malformed escape is sent as written rather than failing with a 500. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function lowerCaseHeaders(headers: Record<string, string> | undefined): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = Object.create(null) as OutgoingHttpHeaders;
  for (const [name, value] of Object.entries(headers ?? {})) result[name.toLowerCase()] = value;
  return result;
}

function withoutOriginBound(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return filterHeaders(headers, (name) => !ORIGIN_BOUND_HEADERS.includes(name));
}

function withoutBodyHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return filterHeaders(headers, (name) => !name.startsWith('content-'));
}

function filterHeaders(headers: OutgoingHttpHeaders, keep: (name: string) => boolean): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = Object.create(null) as OutgoingHttpHeaders;
  for (const [name, value] of Object.entries(headers)) if (keep(name)) result[name] = value;
  return result;
}

/** From the raw pairs into a null-prototype map, so a header named `__proto__` is data, never a prototype. */
function flattenHeaders(response: IncomingMessage): Record<string, string> {
  const result = Object.create(null) as Record<string, string>;
  const raw = response.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index]!.toLowerCase();
    const value = raw[index + 1]!;
    result[name] = name in result ? `${result[name]}, ${value}` : value;
  }
  return result;
}

interface Deadline {
  signal: AbortSignal;
  /** Rejects with the timeout error when the deadline passes first. */
  race<T>(work: Promise<T>): Promise<T>;
  onExpiry(listener: (error: OutboundFailed) => void): void;
  clear(): void;
}

/** One timer for the whole exchange; its signal aborts the request in flight. */
function startDeadline(timeoutMs: number | undefined): Deadline {
  const controller = new AbortController();
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(
          () => controller.abort(new OutboundFailed('timeout', `The outbound request took longer than ${timeoutMs} ms`)),
          timeoutMs,
        );
  const { signal } = controller;
  return {
    signal,
    race: (work) =>
      timer === undefined
        ? work
        : new Promise((resolve, reject) => {
            if (signal.aborted) return reject(signal.reason);
            const onAbort = (): void => reject(signal.reason);
            signal.addEventListener('abort', onAbort, { once: true });
            work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
          }),
    onExpiry: (listener) => {
      if (signal.aborted) listener(signal.reason as OutboundFailed);
      else signal.addEventListener('abort', () => listener(signal.reason as OutboundFailed), { once: true });
    },
    clear: () => clearTimeout(timer),
  };
}
