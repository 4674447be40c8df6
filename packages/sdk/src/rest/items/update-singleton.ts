import type { Query, QueryArgument } from '../../query/query-types.js';
import { queryToParams } from '../../query/serialize-query.js';
import type { ApplyQuery, CollectionItem, NoQuery, SingletonCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { itemsPath } from './item-guards.js';

/**
 * Updates (upserts) a singleton: `PATCH /items/:collection`.
 *
 * @example
 * await client.request(updateSingleton('settings_page', { headline: 'Welcome' }));
 */
export function updateSingleton<
  Schema = Untyped,
  Collection extends SingletonCollections<Schema> = SingletonCollections<Schema>,
  const TQuery extends Query<Schema, CollectionItem<Schema, Collection>> = NoQuery,
>(
  collection: Collection,
  item: Partial<CollectionItem<Schema, Collection>>,
  query?: QueryArgument<Schema, CollectionItem<Schema, Collection>, TQuery>,
): RestCommand<ApplyQuery<Schema, CollectionItem<Schema, Collection>, TQuery>, Schema> {
  return () => ({ path: itemsPath(collection, 'updateSingleton'), method: 'PATCH', body: item, params: queryToParams(query) });
}
