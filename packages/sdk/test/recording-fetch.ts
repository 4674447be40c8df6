/**
 * A fetch that records every call and answers from a responder, so tests can assert the exact
 * request each command sends (the brief's "injected fetch recording calls").
 */
export interface RecordedCall {
  method: string;
  url: URL;
  path: string;
  /** Decoded `name=value` pairs joined with `&`, in the order sent. */
  query: string;
  headers: Record<string, string>;
  /** The parsed JSON body, the raw body when not JSON, or undefined. */
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function recordingFetch(respond: Responder = () => jsonResponse({ data: null })) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      path: url.pathname,
      query: [...url.searchParams].map(([name, value]) => `${name}=${value}`).join('&'),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined),
      credentials: init.credentials,
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function jsonResponse(body: unknown, status = 200, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}
