import type { IsAny, IsToMany, RelatedItem, Untyped } from '../schema-types.js';
import type { FunctionKey, ToOneKeys } from './function-keys.js';

/**
 * The `sort` option (api-reference section 4): field names, `-` for descending, dot paths through
 * many-to-one relations (three hops, as `fields` allows) and function keys such as
 * `year(date_created)`. The server has no random sort, so `?` is refused here too.
 *
 * @example
 * const newestFirst: Sort<Schema, Article> = ['-date_created', 'author.name'];
 */
export type Sort<Schema = Untyped, Item = Untyped> =
  IsAny<Item> extends true ? string | readonly string[] : SortEntry<Schema, Item> | readonly SortEntry<Schema, Item>[];

/** One sort entry: a path, ascending, or `-path`, descending. */
export type SortEntry<Schema, Item> = SortPath<Schema, Item> | `-${SortPath<Schema, Item>}`;

type Next = [1, 2, 3];

/** A sortable path of `Item`: its columns (a to-many field has none), functions, many-to-one hops. */
export type SortPath<Schema, Item, Depth extends number = 0> = Item extends unknown
  ? | ColumnKeys<Schema, Item>
    | FunctionKey<Schema, Item>
    | (Depth extends 3
        ? never
        : { [K in ToOneKeys<Schema, Item>]: `${K}.${SortPath<Schema, RelatedItem<Schema, Item[K]>, Next[Depth]>}` }[ToOneKeys<
            Schema,
            Item
          >])
  : never;

type ColumnKeys<Schema, Item> = {
  [K in keyof Item & string]-?: IsToMany<Schema, Item[K]> extends true ? never : K;
}[keyof Item & string];
