import type { AppContext } from '../app-context.js';
import { createMemoryResponseStore } from './memory-response-store.js';
import { createRedisResponseStore } from './redis-response-store.js';
import { createResponseCache, type ResponseCache } from './response-cache.js';
import { EVERYTHING } from './response-store.js';

/**
 * The response cache of CACHE_STORE, cleared by schema and permission changes and, with
 * CACHE_AUTO_PURGE, purged by every committed write of a user or system collection, as the item
 * operations announce it after their COMMIT (ctx.writes): flows' and extensions' writes with events
 * off, imports, GraphQL and sockets alike. Action events are not listened to, since a write may
 * emit none.
 */
export function startResponseCache(ctx: AppContext): ResponseCache {
  const { config, logger } = ctx;
  let recover = () => {};
  let lost = (_error: unknown) => {};
  let store;
  if (config.CACHE_STORE === 'redis') {
    if (!config.REDIS) throw new Error('CACHE_STORE=redis needs REDIS (a redis:// URL)');
    store = createRedisResponseStore({
      url: config.REDIS,
      namespace: config.CACHE_NAMESPACE,
      onReady: () => recover(),
      onError: (error) => lost(error),
    });
  } else store = createMemoryResponseStore(config.CACHE_MEMORY_MAX);
  const cache = createResponseCache({
    store,
    ttlMs: config.CACHE_TTL,
    logger,
    bus: config.CACHE_STORE === 'redis' ? null : ctx.bus,
    startsDown: config.CACHE_STORE === 'redis',
  });
  recover = cache.recover;
  lost = cache.lost;
  // What the rules or the data model allow may have changed: whatever was cached may now be wrong.
  const removers = [
    ctx.schema.onInvalidate(() => cache.purge([EVERYTHING])),
    ctx.permissions.onInvalidate(() => cache.purge([EVERYTHING])),
  ];
  if (!config.CACHE_AUTO_PURGE) return withCleanup(cache, removers);
  removers.push(ctx.writes.onCommit((collections) => cache.purge(collections)));
  return withCleanup(cache, removers);
}

function withCleanup(cache: ResponseCache, removers: (() => unknown)[]): ResponseCache {
  return {
    ...cache,
    close: async () => {
      for (const remove of removers) remove();
      await cache.close();
    },
  };
}
