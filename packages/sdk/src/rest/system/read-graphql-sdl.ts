import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';

/**
 * Reads the GraphQL schema in SDL: `GET /server/specs/graphql` for the items endpoint (`'item'`,
 * the default) or `GET /server/specs/graphql/system` for the system one.
 *
 * @example
 * const sdl = await client.request(readGraphqlSdl('system'));
 */
export function readGraphqlSdl<Schema = Untyped>(scope: 'item' | 'system' = 'item'): RestCommand<string, Schema> {
  return () => ({ path: scope === 'item' ? '/server/specs/graphql' : '/server/specs/graphql/system' });
}
