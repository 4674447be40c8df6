import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { parseQuery } from '../query/parse-query.js';
import type { Query } from '../query/query.js';

/**
 * The query options of a request: the querystring (qs already built nested objects from
 * `filter[a][_eq]=1`), or the `query` object of a SEARCH body, which replaces it.
 */
export function parseQueryParams(request: FastifyRequest, ctx: AppContext, bodyQuery?: Record<string, unknown>): Query {
  const raw = bodyQuery ?? ((request.query ?? {}) as Record<string, unknown>);
  const { MAX_RELATIONAL_DEPTH, MAX_JSON_DEPTH } = ctx.config;
  return parseQuery(raw, { accountability: request.accountability, maxRelationalDepth: MAX_RELATIONAL_DEPTH, maxDepth: MAX_JSON_DEPTH });
}
