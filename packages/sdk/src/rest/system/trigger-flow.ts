import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';

/**
 * Runs a flow with a webhook trigger: `GET /flows/trigger/:id` with `data` as URL parameters, or
 * `POST /flows/trigger/:id` with `data` as the body. Resolves to what the flow returns, if anything.
 *
 * @example
 * const result = await client.request(triggerFlow('POST', flowId, { article: '7' }));
 */
export function triggerFlow<Schema = Untyped>(
  method: 'GET' | 'POST',
  id: string,
  data?: Record<string, string>,
): RestCommand<unknown, Schema> {
  return () => {
    throwIfEmpty(id, 'Id cannot be empty');
    const path = `/flows/trigger/${pathSegment(id)}`;
    if (method === 'GET') return { path, params: { ...data } };
    return { path, method: 'POST', body: data ?? {} };
  };
}
