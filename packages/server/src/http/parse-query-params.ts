import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { parseQuery } from '../query/parse-query.js';
import { queryLimitsOf } from '../query/query-limits.js';
import type { Query } from '../query/query.js';

/**
 * The query options of a request: the querystring (qs already built nested objects from
 * `filter[a][_eq]=1`), or the `query` object of a SEARCH body, which replaces it.
 */
export function parseQueryParams(request: FastifyRequest, ctx: AppContext, bodyQuery?: Record<string, unknown>): Query {
  const raw = bodyQuery ?? ((request.query ?? {}) as Record<string, unknown>);
  return parseQuery(raw, { accountability: request.accountability, ...queryLimitsOf(ctx.config) });
}
