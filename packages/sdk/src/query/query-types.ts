import type { PrimaryKeyValue } from '../core-schema.js';
import type { AggregateQuery, FieldEntry, IsAny, Untyped } from '../schema-types.js';
import type { Deep } from './deep.js';
import type { Filter } from './filter.js';
import type { GroupBy } from './group-by.js';
import type { Sort } from './sort.js';

/** `meta` option: which counts to add to a list answer. */
export type MetaOption = 'total_count' | 'filter_count' | '*' | readonly ('total_count' | 'filter_count')[];

/**
 * The query options of a read, serialised by {@link queryToParams}. With a typed client every
 * option is checked against the collection's item type (fields, filter operators and values,
 * sort, deep, aggregate, groupBy), and `fields` / `aggregate` / `groupBy` decide the result type.
 */
export type Query<Schema = Untyped, Item = Untyped> = {
  fields?: readonly FieldEntry<Schema, Item>[];
  filter?: Filter<Schema, Item>;
  search?: string;
  sort?: Sort<Schema, Item>;
  limit?: number;
  offset?: number;
  page?: number;
  /** Keyset paging: the page after the item with this primary key, in the query's sort order (not with `offset`/`page`). */
  after?: string | number;
  deep?: Deep<Schema, Item>;
  /** New names for fields (`{ en: 'translations' }`); the result type does not follow them. */
  alias?: Record<string, IsAny<Item> extends true ? string : keyof Item & string>;
  aggregate?: AggregateQuery<Item>;
  groupBy?: GroupBy<Schema, Item>;
  meta?: MetaOption;
  /** Content version key to read (`?version=`). */
  version?: string;
  versionRaw?: boolean;
  export?: 'json' | 'csv' | 'xml' | 'yaml';
};

/** The options that decide a read's result type; a command infers only these from its query argument. */
export type ResultOption = 'fields' | 'aggregate' | 'groupBy';

/**
 * The type of a command's query argument. The command's `TQuery` is inferred from the options
 * that shape the result only; the other options are checked against the non-generic
 * `Query` type, so an unknown field or operator in `filter`, `deep` or `sort` is reported even
 * next to valid ones (excess property checks do not apply to an inferred type parameter).
 */
export type QueryArgument<Schema, Item, TQuery> = NoInfer<Omit<Query<Schema, Item>, ResultOption>> &
  Pick<TQuery, ResultOption & keyof TQuery>;

/** The selection of a batch update or delete: a key list, or a query without result options. */
export type KeysOrQueryOf<Schema, Item> = readonly PrimaryKeyValue[] | Omit<Query<Schema, Item>, ResultOption>;

/** A query without type checks, as `queryToParams` accepts it; unknown keys are serialised too. */
export interface LooseQuery {
  fields?: string | readonly unknown[];
  filter?: unknown;
  search?: string;
  sort?: string | readonly string[];
  limit?: number;
  offset?: number;
  page?: number;
  after?: string | number;
  deep?: unknown;
  alias?: unknown;
  aggregate?: unknown;
  groupBy?: string | readonly string[];
  meta?: string | readonly string[];
  [option: string]: unknown;
}

/** The `meta` member of a list answer read with `meta`. */
export interface QueryMeta {
  total_count?: number;
  filter_count?: number;
  /** True when a count is the database's estimate (PostgreSQL, above the server's QUERY_COUNT_ESTIMATE_THRESHOLD). */
  estimated?: boolean;
}
