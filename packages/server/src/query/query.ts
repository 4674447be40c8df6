/** The query language of api-reference section 4, after parsing (parse-query.ts). */

export type FilterValue = string | number | boolean | null | Date | FilterValue[];

/** `{field: {_op: value}}`, `{_and: [...]}`, `{_or: [...]}`, relational nesting, `_some`/`_none`. */
export interface Filter {
  [key: string]: Filter | Filter[] | FilterValue;
}

export const AGGREGATE_FUNCTIONS = [
  'count',
  'countDistinct',
  'countAll',
  'sum',
  'sumDistinct',
  'avg',
  'avgDistinct',
  'min',
  'max',
] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];
export type Aggregate = Partial<Record<AggregateFunction, string[]>>;

export type MetaKind = 'total_count' | 'filter_count';

/** A `deep` entry: a query for one relational field (`_filter`, `_sort`, `_limit`, …) and deeper relations. */
export interface DeepQuery {
  query: NestedQuery;
  deep: Record<string, DeepQuery>;
}

/** The options a nested relation takes through `deep`. */
export interface NestedQuery {
  filter?: Filter;
  search?: string;
  sort?: string[];
  limit?: number;
  offset?: number;
  page?: number;
  alias?: Record<string, string>;
  fields?: string[];
  /** On an o2m level: its rows become grouped aggregate rows (`{role: 1, count: {id: 3}}`). */
  aggregate?: Aggregate;
  groupBy?: string[];
}

export interface Query {
  fields?: string[];
  filter?: Filter;
  search?: string;
  sort?: string[];
  /** -1 = no limit. */
  limit?: number;
  offset?: number;
  /** 1-based; sets the offset to limit * (page - 1). */
  page?: number;
  /** Keyset paging: the rows after the one with this primary key, in the query's order (not with offset/page). */
  after?: string;
  meta?: MetaKind[];
  deep?: Record<string, DeepQuery>;
  alias?: Record<string, string>;
  aggregate?: Aggregate;
  groupBy?: string[];
}
