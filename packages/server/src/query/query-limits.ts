import type { Config } from '../config/load-config.js';
import type { ParseQueryOptions } from './parse-query.js';

export type QueryLimitSettings = Pick<Config, 'MAX_RELATIONAL_DEPTH' | 'MAX_JSON_DEPTH' | 'QUERY_FILTER_LIMIT' | 'QUERY_ALIAS_LIMIT'>;

/** The bounds every door parses a client's query with (REST, GraphQL, realtime, flows, extensions), from the settings. */
export function queryLimitsOf(
  config: QueryLimitSettings,
): Pick<ParseQueryOptions, 'maxRelationalDepth' | 'maxDepth' | 'maxConditions' | 'maxAliases'> {
  return {
    maxRelationalDepth: config.MAX_RELATIONAL_DEPTH,
    maxDepth: config.MAX_JSON_DEPTH,
    maxConditions: config.QUERY_FILTER_LIMIT,
    maxAliases: config.QUERY_ALIAS_LIMIT,
  };
}
