import type { QueryMeta } from '../query/query-types.js';
import type { RestCommand } from './command.js';

/**
 * Wraps a read command so it resolves to the whole answer `{ data, meta }` instead of `data`
 * alone; pair it with the query's `meta` option to get `total_count` / `filter_count`.
 *
 * @example
 * const { data, meta } = await client.request(withMeta(readItems('articles', { meta: 'filter_count', limit: 25 })));
 */
export function withMeta<Output, Schema>(command: RestCommand<Output, Schema>): RestCommand<{ data: Output; meta?: QueryMeta }, Schema> {
  return () => ({ ...command(), unwrap: 'body' });
}
