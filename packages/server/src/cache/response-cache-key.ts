import { createHash } from 'node:crypto';
import { sortKeysDeep } from '../utils/sort-keys-deep.js';

export interface ResponseCacheKeyParts {
  method: string;
  /** The URL path without its query string. */
  path: string;
  /** The parsed query string (any nesting); `access_token` is left out, it names the caller, not the answer. */
  query: unknown;
  /** Whose answer it is (see callerScope): never shared beyond it. */
  scope: string;
}

/**
 * A fixed-length key for one answer: the same request by the same kind of caller gets the same key
 * whatever the order of its query parameters. Names are hashed as data, so `__proto__` or
 * `constructor` in a path or query are text like any other.
 */
export function responseCacheKey(parts: ResponseCacheKeyParts): string {
  const query = withoutAccessToken(parts.query);
  const text = JSON.stringify([parts.method.toUpperCase(), parts.path, parts.scope, sortKeysDeep(query ?? null)]);
  return createHash('sha256').update(text).digest('base64url');
}

function withoutAccessToken(query: unknown): unknown {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return query;
  return Object.fromEntries(Object.entries(query).filter(([name]) => name !== 'access_token'));
}
