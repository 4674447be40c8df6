import type { RequestTransformer, RestCommand } from '../command.js';

/**
 * Sends a command with extra fetch options: an object merged over the ones the client built
 * (its `headers` merged header by header), or a function that returns the options to use.
 *
 * @example
 * const controller = new AbortController();
 * await client.request(withOptions(readItems('articles'), { signal: controller.signal }));
 */
export function withOptions<Output, Schema>(
  command: RestCommand<Output, Schema>,
  extra: Partial<RequestInit> | RequestTransformer,
): RestCommand<Output, Schema> {
  const transform: RequestTransformer = typeof extra === 'function' ? extra : (init) => mergeInit(init, extra);
  return () => {
    const options = command();
    const previous = options.onRequest;
    return { ...options, onRequest: async (init) => transform(previous ? await previous(init) : init) };
  };
}

function mergeInit(init: RequestInit, extra: Partial<RequestInit>): RequestInit {
  const merged: RequestInit = { ...init, ...extra };
  if (extra.headers !== undefined) {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    new Headers(extra.headers).forEach((value, name) => (headers[name] = value));
    merged.headers = headers;
  }
  return merged;
}
