import type { AggregateQuery, FieldEntry, IsAny, RelatedItem, RelationalKeys, Untyped } from '../schema-types.js';
import type { Filter } from './filter.js';
import type { GroupBy } from './group-by.js';
import type { Sort } from './sort.js';

/**
 * The `deep` option (api-reference section 4): per relational field, the query of the related
 * items with `_`-prefixed options, nested for the related item's own relations.
 *
 * @example
 * const deep: Deep<Schema, Author> = { articles: { _filter: { status: { _eq: 'published' } }, _sort: ['-id'], _limit: 3 } };
 */
export type Deep<Schema = Untyped, Item = Untyped> = IsAny<Item> extends true ? Record<string, unknown> : ItemDeep<Schema, Item>;

type ItemDeep<Schema, Item> = Item extends unknown
  ? {
      [K in RelationalKeys<Schema, Item>]?: DeepQuery<Schema, RelatedItem<Schema, Item[K]>> &
        ItemDeep<Schema, RelatedItem<Schema, Item[K]>>;
    }
  : never;

/** The query options of one nested level, typed by the related item. */
export interface DeepQuery<Schema, Item> {
  _fields?: readonly FieldEntry<Schema, Item>[];
  _filter?: Filter<Schema, Item>;
  _search?: string;
  _sort?: Sort<Schema, Item>;
  _limit?: number;
  _offset?: number;
  _page?: number;
  _alias?: Record<string, keyof Item & string>;
  _aggregate?: AggregateQuery<Item>;
  _groupBy?: GroupBy<Schema, Item>;
}
