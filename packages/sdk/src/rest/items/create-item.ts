import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, CollectionItem, NoQuery, RegularCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { createRequest } from '../resource-requests.js';
import { itemsPath } from './item-guards.js';

/**
 * Creates one item: `POST /items/:collection`; the answer is the created item read back with
 * `query` (undefined when the server answers 204 because the item is not readable).
 *
 * @example
 * await client.request(createItem('articles', { title: 'Hello' }, { fields: ['id'] }));
 */
export function createItem<
  Schema = Untyped,
  Collection extends RegularCollections<Schema> = RegularCollections<Schema>,
  const TQuery extends Query<Schema, CollectionItem<Schema, Collection>> = NoQuery,
>(
  collection: Collection,
  item: Partial<CollectionItem<Schema, Collection>>,
  query?: QueryArgument<Schema, CollectionItem<Schema, Collection>, TQuery>,
): RestCommand<ApplyQuery<Schema, CollectionItem<Schema, Collection>, TQuery>, Schema> {
  return () => createRequest(itemsPath(collection, 'createItem'), item, query);
}
