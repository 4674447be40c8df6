import type { RequestOptions, RestCommand } from '../command.js';

/**
 * A command for a route the SDK has no command for (an endpoint extension, a flow webhook):
 * the request as given. `body` is a JSON value; a string holding JSON (the reference SDK's
 * `JSON.stringify(...)` style) is sent as that JSON, not as a JSON string.
 *
 * @example
 * const stats = await client.request(customEndpoint<{ count: number }>({ path: '/stats', method: 'GET' }));
 */
export function customEndpoint<Output = unknown>(options: RequestOptions): RestCommand<Output, never> {
  return () => ({ ...options, body: parsedIfJsonText(options.body) });
}

function parsedIfJsonText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
