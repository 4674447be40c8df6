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
