import type { Query } from '../../query/query-types.js';
import { queryToParams } from '../../query/serialize-query.js';
import type { GroupBy } from '../../query/group-by.js';
import type { AggregateOutput, AggregateQuery, AllCollections, CollectionItem, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';

/** Options of {@link aggregate}: the aggregate functions, the grouping and a narrowing query. */
export interface AggregateOptions<Schema, Item, Aggregate extends AggregateQuery<Item>, TGroupBy> {
  aggregate: Aggregate;
  groupBy?: TGroupBy;
  query?: Omit<Query<Schema, Item>, 'fields' | 'aggregate' | 'groupBy'>;
}

/**
 * Aggregates a collection: `GET /items/:collection?aggregate=…&groupBy=…`; a system collection
 * goes to its own endpoint (`directus_users` → `/users`), as the reference SDK does.
 *
 * @example
 * await client.request(aggregate('articles', { aggregate: { count: '*' }, groupBy: ['status'] }));
 */
export function aggregate<
  Schema = Untyped,
  Collection extends AllCollections<Schema> = AllCollections<Schema>,
  const Aggregate extends AggregateQuery<CollectionItem<Schema, Collection>> = AggregateQuery<CollectionItem<Schema, Collection>>,
  const TGroupBy extends GroupBy<Schema, CollectionItem<Schema, Collection>> = never,
>(
  collection: Collection,
  options: AggregateOptions<Schema, CollectionItem<Schema, Collection>, Aggregate, TGroupBy>,
): RestCommand<AggregateOutput<CollectionItem<Schema, Collection>, Aggregate, TGroupBy, Schema>[], Schema> {
  return () => {
    throwIfEmpty(collection, 'Collection cannot be empty');
    const path = collection.startsWith('directus_')
      ? `/${pathSegment(collection.slice('directus_'.length))}`
      : `/items/${pathSegment(collection)}`;
    return { path, params: queryToParams({ ...options.query, aggregate: options.aggregate, groupBy: options.groupBy }) };
  };
}
