import type { RestCommand } from '../command.js';

/**
 * Sends a command with `Authorization: Bearer <token>`, over the client's own token if it has
 * one; an empty token leaves the request as it was.
 *
 * @example
 * const me = await client.request(withToken(shareAccessToken, readMe()));
 */
export function withToken<Output, Schema>(token: string, command: RestCommand<Output, Schema>): RestCommand<Output, Schema> {
  return () => {
    const options = command();
    if (!token) return options;
    return { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } };
  };
}
