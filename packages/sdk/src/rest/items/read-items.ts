import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, CollectionItem, NoQuery, RegularCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { readManyRequest } from '../resource-requests.js';
import { itemsPath } from './item-guards.js';

/**
 * Reads items of a collection: `GET /items/:collection` with the query as parameters. With a
 * typed client the result holds exactly the requested `fields`. Add `withMeta` for `{ data, meta }`.
 *
 * @example
 * await client.request(readItems('articles', { fields: ['id', 'author.name'], sort: ['-id'], limit: 25 }));
 * @see api-reference section 6 (commands) and section 4 (query language)
 */
export function readItems<
  Schema = Untyped,
  Collection extends RegularCollections<Schema> = RegularCollections<Schema>,
  const TQuery extends Query<Schema, CollectionItem<Schema, Collection>> = NoQuery,
>(
  collection: Collection,
  query?: QueryArgument<Schema, CollectionItem<Schema, Collection>, TQuery>,
): RestCommand<ApplyQuery<Schema, CollectionItem<Schema, Collection>, TQuery>[], Schema> {
  return () => readManyRequest(itemsPath(collection, 'readItems'), query);
}
