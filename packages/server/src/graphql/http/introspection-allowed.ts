import type { Config } from '../../config/load-config.js';
import type { Accountability } from '../../permissions/accountability.js';

/**
 * GRAPHQL_INTROSPECTION: `true` lets anyone query `__schema`/`__type` (and download the SDL),
 * `false` no one, `authenticated` (the default) signed-in callers only.
 */
export function isIntrospectionAllowed(config: Pick<Config, 'GRAPHQL_INTROSPECTION'>, accountability: Accountability): boolean {
  if (config.GRAPHQL_INTROSPECTION === 'true') return true;
  if (config.GRAPHQL_INTROSPECTION === 'false') return false;
  return accountability.user !== null || accountability.admin;
}
