import type { PrimaryKeyValue } from '../../core-schema.js';
import type { AllCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';

/**
 * Manual sort: moves `item` to the place of `to` in the collection's sort field,
 * `POST /utils/sort/:collection` with `{ item, to }`.
 *
 * @example
 * await client.request(utilitySort('articles', 8, 2));
 */
export function utilitySort<Schema = Untyped>(
  collection: AllCollections<Schema>,
  item: PrimaryKeyValue,
  to: PrimaryKeyValue,
): RestCommand<void, Schema> {
  return () => {
    throwIfEmpty(collection, 'Collection cannot be empty');
    return { path: `/utils/sort/${pathSegment(collection)}`, method: 'POST', body: { item, to } };
  };
}

/**
 * A random string from the server, e.g. for a static token: `GET /utils/random/string?length=`.
 *
 * @example
 * const token = await client.request(randomString(32));
 */
export function randomString<Schema = Untyped>(length?: number): RestCommand<string, Schema> {
  return () => ({ path: '/utils/random/string', method: 'GET', params: length === undefined ? undefined : { length: String(length) } });
}
