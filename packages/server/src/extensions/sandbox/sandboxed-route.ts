import type { EndpointRequest, EndpointResponse, RequestHandler } from '@tessera/extensions-sdk';
import type { SandboxIsolate } from './sandbox-isolate.js';

/**
 * Headers never shown to a sandboxed endpoint: the caller's credentials. The extension gets the
 * caller's accountability instead, and cannot replay the caller's token to a host it may reach.
 */
const HIDDEN_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);
/** Answer headers a sandboxed endpoint may not set: cookies of the API's origin, and framing. */
const REFUSED_ANSWER_HEADERS = new Set(['set-cookie', 'content-length', 'transfer-encoding', 'connection']);

/**
 * A route of a sandboxed endpoint: the request goes into the isolate as JSON
 * `{ method, url, path, headers, body, query, params, accountability }`; the handler answers
 * `{ status, body }` (the reference's sandbox shape, `status` an integer 100-599, optional
 * `headers` of strings) or any other JSON value as a 200 body. Errors go to `next`.
 */
export function sandboxedRouteHandler(index: number, sandbox: Pick<SandboxIsolate, 'call'>): RequestHandler {
  return async (req, res, next) => {
    try {
      const answer = await sandbox.call(index, [requestJson(req)]);
      reply(res, answer);
    } catch (error) {
      next(error);
    }
  };
}

function requestJson(req: EndpointRequest): Record<string, unknown> {
  const headers: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HIDDEN_HEADERS.has(name.toLowerCase())) headers[name] = value;
  }
  return {
    method: req.method,
    url: req.url,
    path: req.path,
    headers,
    body: req.body ?? null,
    query: req.query,
    params: req.params,
    accountability: req.accountability,
  };
}

function reply(res: EndpointResponse, answer: unknown): void {
  const response = asResponse(answer);
  const { status, body } = response ?? { status: 200, body: answer };
  res.status(status);
  if (response?.headers) for (const [name, value] of Object.entries(response.headers)) res.set(name, value);
  if (body === undefined || body === null) res.end();
  else if (typeof body === 'string') res.send(body);
  else res.json(body);
}

/** `{ status, body }` when `answer` has that shape; null for a plain body. */
function asResponse(answer: unknown): { status: number; body: unknown; headers: Record<string, string> | null } | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const candidate = answer as Record<string, unknown>;
  const { status } = candidate;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) return null;
  return { status, body: candidate.body, headers: stringHeaders(candidate.headers) };
}

function stringHeaders(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, text] of Object.entries(value))
    if (typeof text === 'string' && !REFUSED_ANSWER_HEADERS.has(name.toLowerCase())) headers[name] = text;
  return headers;
}
