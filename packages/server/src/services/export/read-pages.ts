import type { Item } from '../../query/apply-query.js';
import type { Filter, Query } from '../../query/query.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { itemCollection } from '../items/item-env.js';
import { itemsConfigOf, type OperationContext } from '../items/operation-context.js';
import { readItems } from '../items/read-items.js';

/** Items per read: a page is serialised and written before the next one is read. */
export const EXPORT_PAGE_SIZE = 1000;

export interface ReadPagesOptions {
  pageSize?: number;
  /** Checked before every page: an aborted export stops between two reads. */
  signal?: AbortSignal;
}

/**
 * The items `query` selects, page by page, through readItems (the caller's rules, fields, filter,
 * search, deep), so no more than one page is ever in memory. `limit` -1 or none means all;
 * `offset`/`page` say where to start. The sort always ends with the primary key, as the reference
 * makes it, so pages neither skip nor repeat rows. Sorted by an integer key alone (the default),
 * pages after the first continue after the last key read (keyset), which costs the same at any
 * depth; otherwise they go by offset.
 */
export async function* readPages(
  op: OperationContext,
  collection: string,
  query: Query,
  options: ReadPagesOptions = {},
): AsyncGenerator<Item[]> {
  const overview = itemCollection(op, collection);
  const { limit, offset: startOffset, page, meta: _meta, ...rest } = query;
  const sort = stableSort(overview, query.sort);
  const keyset = keysetDirection(overview, sort, query);
  let remaining = limit === undefined || limit < 0 ? Number.POSITIVE_INFINITY : limit;
  let offset = startOffset ?? (page !== undefined && limit !== undefined && limit > 0 ? limit * (page - 1) : 0);
  const maxLimit = itemsConfigOf(op).QUERY_LIMIT_MAX;
  const pageSize = Math.min(options.pageSize ?? EXPORT_PAGE_SIZE, maxLimit > 0 ? maxLimit : Number.POSITIVE_INFINITY);
  let after: unknown;
  let useKeyset: boolean | undefined;
  while (remaining > 0) {
    options.signal?.throwIfAborted();
    const size = Math.min(pageSize, remaining);
    const position: Query =
      after === undefined ? { offset } : { filter: andFilter(rest.filter, { [overview.primary]: { [keyset!]: after as number } }) };
    const { data } = await readItems(op, collection, { ...rest, sort, limit: size, ...position });
    if (data.length === 0) return;
    yield data;
    remaining -= data.length;
    if (data.length < size) return;
    // Keyset needs the key in every item: the fields asked for, and the caller's rules, must include it.
    useKeyset ??= keyset !== null && data.every((item) => Object.hasOwn(item, overview.primary));
    if (useKeyset) after = data.at(-1)![overview.primary];
    else offset += data.length;
  }
}

/** The query's sort (or the collection's default: its sort field, else its key), ending with the key. */
function stableSort(overview: CollectionOverview, sort: readonly string[] | undefined): string[] {
  const primary = overview.primary;
  const base = sort && sort.length > 0 ? [...sort] : [overview.sortField ?? primary];
  return base.includes(primary) || base.includes(`-${primary}`) ? base : [...base, primary];
}

/** `_gt` / `_lt` when pages can follow on by key: sorted by an integer key alone, with no alias that could stand in for it. */
function keysetDirection(overview: CollectionOverview, sort: readonly string[], query: Query): '_gt' | '_lt' | null {
  if (sort.length !== 1 || query.alias || overview.fields[overview.primary]?.type !== 'integer') return null;
  if (sort[0] === overview.primary) return '_gt';
  return sort[0] === `-${overview.primary}` ? '_lt' : null;
}

function andFilter(filter: Filter | undefined, extra: Filter): Filter {
  return filter ? { _and: [filter, extra] } : extra;
}
