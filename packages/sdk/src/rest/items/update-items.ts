import type { KeysOrQueryOf, Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, CollectionItem, NoQuery, RegularCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { updateManyRequest } from '../resource-requests.js';
import { itemsPath } from './item-guards.js';

/**
 * Applies the same changes to several items: `PATCH /items/:collection` with `{ keys, data }`
 * for a key list or `{ query, data }` for a query.
 *
 * @example
 * await client.request(updateItems('articles', [1, 2], { status: 'archived' }));
 */
export function updateItems<
  Schema = Untyped,
  Collection extends RegularCollections<Schema> = RegularCollections<Schema>,
  const TQuery extends Query<Schema, CollectionItem<Schema, Collection>> = NoQuery,
>(
  collection: Collection,
  keysOrQuery: KeysOrQueryOf<Schema, CollectionItem<Schema, Collection>>,
  item: Partial<CollectionItem<Schema, Collection>>,
  query?: QueryArgument<Schema, CollectionItem<Schema, Collection>, TQuery>,
): RestCommand<ApplyQuery<Schema, CollectionItem<Schema, Collection>, TQuery>[], Schema> {
  return () => updateManyRequest(itemsPath(collection, 'updateItems'), keysOrQuery, item, query);
}
