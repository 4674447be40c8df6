import type { PrimaryKeyValue } from '../../core-schema.js';
import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, CollectionItem, NoQuery, RegularCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { readOneRequest } from '../resource-requests.js';
import { itemsPath } from './item-guards.js';

/**
 * Reads one item by primary key: `GET /items/:collection/:key`.
 *
 * @example
 * await client.request(readItem('articles', 1, { fields: ['title'] }));
 */
export function readItem<
  Schema = Untyped,
  Collection extends RegularCollections<Schema> = RegularCollections<Schema>,
  const TQuery extends Query<Schema, CollectionItem<Schema, Collection>> = NoQuery,
>(
  collection: Collection,
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, CollectionItem<Schema, Collection>, TQuery>,
): RestCommand<ApplyQuery<Schema, CollectionItem<Schema, Collection>, TQuery>, Schema> {
  return () => readOneRequest(itemsPath(collection, 'readItem'), key, query);
}
