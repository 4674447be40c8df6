import type { PrimaryKeyValue } from '../../core-schema.js';
import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, CollectionItem, NoQuery, RegularCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { updateOneRequest } from '../resource-requests.js';
import { itemsPath } from './item-guards.js';

/**
 * Updates one item: `PATCH /items/:collection/:key` with the changed fields.
 *
 * @example
 * await client.request(updateItem('articles', 1, { status: 'published' }));
 */
export function updateItem<
  Schema = Untyped,
  Collection extends RegularCollections<Schema> = RegularCollections<Schema>,
  const TQuery extends Query<Schema, CollectionItem<Schema, Collection>> = NoQuery,
>(
  collection: Collection,
  key: PrimaryKeyValue,
  item: Partial<CollectionItem<Schema, Collection>>,
  query?: QueryArgument<Schema, CollectionItem<Schema, Collection>, TQuery>,
): RestCommand<ApplyQuery<Schema, CollectionItem<Schema, Collection>, TQuery>, Schema> {
  return () => updateOneRequest(itemsPath(collection, 'updateItem'), key, item, query);
}
