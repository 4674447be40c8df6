import type { GraphQLSchema } from 'graphql';
import type { AppContext } from '../../app-context.js';
import type { Access } from '../../permissions/access.js';
import type { GraphqlSchemaSource, GraphqlScope, SchemaExtras } from '../graphql-types.js';
import { buildGraphqlSchema } from './build-schema.js';
import { LruMap } from './lru-map.js';

/**
 * Answers the GraphQL schema a caller sees, built once per (model version, rule set, role, scope)
 * and kept in an LRU of GRAPHQL_SCHEMA_CACHE_CAPACITY. The model's version changes on every
 * schema change, and `access.key` names the compiled rule set (recompiled after any permission
 * change, here or on another instance), so either change yields a fresh schema. Callers asking
 * for the same key while it is built share that one build.
 */
export function createGraphqlSchemaSource(
  ctx: AppContext,
  extras: { items?: SchemaExtras; system?: SchemaExtras } = {},
): GraphqlSchemaSource {
  const cache = new LruMap<string, Promise<GraphQLSchema>>(ctx.config.GRAPHQL_SCHEMA_CACHE_CAPACITY);
  return async (access: Access, scope: GraphqlScope) => {
    const schema = await ctx.schema.get();
    const key = cacheKey(schema.version, access, scope);
    const cached = cache.get(key);
    if (cached) return cached;
    const building = Promise.resolve().then(() => buildGraphqlSchema(ctx, schema, access, scope, extras[scope]));
    cache.set(key, building);
    // A failed build is not remembered.
    building.catch(() => cache.delete(key));
    return building;
  };
}

function cacheKey(version: number, access: Access, scope: GraphqlScope): string {
  const role = access.accountability.role ?? '$public';
  return JSON.stringify([scope, version, access.isAdmin, access.key, role, access.accountability.share ?? null]);
}
