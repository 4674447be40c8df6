import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, CollectionItem, NoQuery, RegularCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { queryToParams } from '../../query/serialize-query.js';
import { itemsPath } from './item-guards.js';

/**
 * Updates several items with different changes: `PATCH /items/:collection` with an array of
 * items, each carrying its primary key.
 *
 * @example
 * await client.request(updateItemsBatch('articles', [{ id: 1, title: 'A' }, { id: 2, title: 'B' }]));
 */
export function updateItemsBatch<
  Schema = Untyped,
  Collection extends RegularCollections<Schema> = RegularCollections<Schema>,
  const TQuery extends Query<Schema, CollectionItem<Schema, Collection>> = NoQuery,
>(
  collection: Collection,
  items: readonly Partial<CollectionItem<Schema, Collection>>[],
  query?: QueryArgument<Schema, CollectionItem<Schema, Collection>, TQuery>,
): RestCommand<ApplyQuery<Schema, CollectionItem<Schema, Collection>, TQuery>[], Schema> {
  return () => ({
    path: itemsPath(collection, 'updateItemsBatch'),
    method: 'PATCH',
    body: items,
    params: queryToParams(query),
  });
}
