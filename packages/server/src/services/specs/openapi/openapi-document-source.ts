import { createHash } from 'node:crypto';
import type { Access } from '../../../permissions/access.js';
import type { SchemaCache } from '../../../schema/schema-cache.js';
import { mayKnowVersion } from '../../server/read-server-info.js';
import { buildOpenApiDocument } from './build-openapi-document.js';
import type { SystemRoute } from './openapi-types.js';

/** How many callers' documents are kept (one per model version × rule set × role). */
const CAPACITY = 64;

export interface OpenApiSourceOptions {
  schema: SchemaCache;
  serverUrl: string;
  /** The server's version, shown to signed-in callers only (mayKnowVersion). */
  version: string;
  /** Read at the first request: the system routes are registered by then. */
  systemRoutes: () => readonly SystemRoute[];
}

/**
 * Answers the caller's OpenAPI document as JSON text, built once per (model version, rule set,
 * role, share, signed in or not) and kept for the next caller with the same key, as the GraphQL
 * schema source keys its schemas: the model's version changes on every schema change and
 * `access.key` on every permission change, so either yields a fresh document.
 */
export function createOpenApiSource(options: OpenApiSourceOptions): (access: Access) => Promise<string> {
  const cache = new Map<string, string>();
  let systemRoutes: readonly SystemRoute[] | null = null;
  return async (access) => {
    const schema = await options.schema.get();
    const { accountability } = access;
    const key = JSON.stringify([
      schema.version,
      access.isAdmin,
      access.key,
      accountability.role ?? '$public',
      accountability.share ?? null,
      accountability.user !== null,
    ]);
    const cached = cache.get(key);
    if (cached !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    systemRoutes ??= options.systemRoutes();
    // Those who may not know the server's version get one of the document instead, as the reference
    // now gives everyone: opaque, and changing whenever this document does.
    const version = mayKnowVersion(accountability) ? options.version : createHash('sha256').update(key).digest('hex').slice(0, 16);
    const text = JSON.stringify(buildOpenApiDocument({ schema, access, systemRoutes, serverUrl: options.serverUrl, version }));
    cache.set(key, text);
    if (cache.size > CAPACITY) cache.delete(cache.keys().next().value!);
    return text;
  };
}
