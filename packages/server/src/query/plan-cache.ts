import { recordingCompile, recordReads } from '../cache/read-collections.js';
import type { SchemaOverview } from '../schema/schema-overview.js';

const MAX_PLANS = 500;
const caches = new WeakMap<SchemaOverview, Map<string, { plan: unknown; collections: Set<string> }>>();

/**
 * Compiled plans per schema version (a new schema object is a new, empty cache), bounded: the
 * least recently used shape goes first. Errors are never cached.
 */
export function cachedPlan<T>(schema: SchemaOverview, key: string, build: () => T): T {
  let cache = caches.get(schema);
  if (!cache) caches.set(schema, (cache = new Map()));
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    // A cached plan reads the tables its compilation saw (see cache/read-collections.ts).
    recordReads(hit.collections);
    return hit.plan as T;
  }
  const { result: plan, collections } = recordingCompile(build);
  recordReads(collections);
  if (cache.size >= MAX_PLANS) cache.delete(cache.keys().next().value!);
  cache.set(key, { plan, collections });
  return plan;
}
