import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, CollectionItem, NoQuery, SingletonCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { readManyRequest } from '../resource-requests.js';
import { itemsPath } from './item-guards.js';

/**
 * Reads a singleton collection: `GET /items/:collection` answers one object.
 *
 * @example
 * await client.request(readSingleton('settings_page', { fields: ['headline'] }));
 */
export function readSingleton<
  Schema = Untyped,
  Collection extends SingletonCollections<Schema> = SingletonCollections<Schema>,
  const TQuery extends Query<Schema, CollectionItem<Schema, Collection>> = NoQuery,
>(
  collection: Collection,
  query?: QueryArgument<Schema, CollectionItem<Schema, Collection>, TQuery>,
): RestCommand<ApplyQuery<Schema, CollectionItem<Schema, Collection>, TQuery>, Schema> {
  return () => readManyRequest(itemsPath(collection, 'readSingleton'), query);
}
