import type { ItemsConfig } from './access-rule.js';
import type { NestedQuery } from './query.js';

export interface Pagination {
  /** Null: no limit. */
  limit: number | null;
  offset: number;
  /** Whether the SQL has an OFFSET at all (decided by the query's shape, not its values). */
  hasOffset: boolean;
}

/**
 * `limit` (default QUERY_LIMIT_DEFAULT, -1 = all, capped by QUERY_LIMIT_MAX when set), `offset`,
 * and `page` (from 1; offset = limit × (page − 1), ignored without a limit).
 */
export function paginationOf(query: NestedQuery | undefined, config: ItemsConfig): Pagination {
  query ??= {};
  const max = config.QUERY_LIMIT_MAX;
  let limit: number | null = query.limit ?? config.QUERY_LIMIT_DEFAULT;
  if (limit === -1) limit = null;
  if (max !== -1 && max > 0) limit = limit === null ? max : Math.min(limit, max);
  let offset = query.offset ?? 0;
  if (query.page !== undefined && limit !== null) offset = limit * (query.page - 1);
  return { limit, offset, hasOffset: query.offset !== undefined || query.page !== undefined };
}
