import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, CollectionItem, NoQuery, RegularCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { createRequest } from '../resource-requests.js';
import { itemsPath } from './item-guards.js';

/**
 * Creates several items in one request: `POST /items/:collection` with an array body.
 *
 * @example
 * await client.request(createItems('articles', [{ title: 'A' }, { title: 'B' }]));
 */
export function createItems<
  Schema = Untyped,
  Collection extends RegularCollections<Schema> = RegularCollections<Schema>,
  const TQuery extends Query<Schema, CollectionItem<Schema, Collection>> = NoQuery,
>(
  collection: Collection,
  items: readonly Partial<CollectionItem<Schema, Collection>>[],
  query?: QueryArgument<Schema, CollectionItem<Schema, Collection>, TQuery>,
): RestCommand<ApplyQuery<Schema, CollectionItem<Schema, Collection>, TQuery>[], Schema> {
  return () => createRequest(itemsPath(collection, 'createItems'), items, query);
}
