import type { RestCommand } from '../command.js';

/**
 * Sends a read as `SEARCH` with the query in the body (`{ query }`) instead of the URL, for
 * queries too long for a URL. Commands that are not a plain GET are left as they are.
 *
 * @example
 * await client.request(withSearch(readItems('articles', { filter: { id: { _in: manyIds } } })));
 */
export function withSearch<Output, Schema>(command: RestCommand<Output, Schema>): RestCommand<Output, Schema> {
  return () => {
    const options = command();
    if ((options.method ?? 'GET') !== 'GET') return options;
    const { params, ...rest } = options;
    return { ...rest, method: 'SEARCH', body: { query: params ?? {} } };
  };
}
