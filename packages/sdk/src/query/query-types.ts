import type { AggregateQuery, FieldEntry, Untyped } from '../schema-types.js';

/** A filter object (api-reference section 4): field → operator → value, `_and`, `_or`, relational nesting. */
export type Filter = Record<string, unknown>;

/** `meta` option: which counts to add to a list answer. */
export type MetaOption = 'total_count' | 'filter_count' | '*' | readonly ('total_count' | 'filter_count')[];

/**
 * The query options of a read, serialised by {@link queryToParams}. With a typed client, `fields`
 * is checked against the collection's item type and decides the result type.
 */
export type Query<Schema = Untyped, Item = Untyped> = {
  fields?: readonly FieldEntry<Schema, Item>[];
  filter?: Filter;
  search?: string;
  sort?: string | readonly string[];
  limit?: number;
  offset?: number;
  page?: number;
  /** Keyset paging: the page after the item with this primary key, in the query's sort order (not with `offset`/`page`). */
  after?: string | number;
  deep?: Record<string, unknown>;
  alias?: Record<string, string>;
  aggregate?: AggregateQuery<Item>;
  groupBy?: string | readonly string[];
  meta?: MetaOption;
  /** Content version key to read (`?version=`). */
  version?: string;
  versionRaw?: boolean;
  export?: 'json' | 'csv' | 'xml' | 'yaml';
};

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
