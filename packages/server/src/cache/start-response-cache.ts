import { SYSTEM_COLLECTIONS } from '@tessera/shared';
import type { AppContext } from '../app-context.js';
import { createMemoryResponseStore } from './memory-response-store.js';
import { createRedisResponseStore } from './redis-response-store.js';
import { createResponseCache, type ResponseCache } from './response-cache.js';
import { EVERYTHING } from './response-store.js';

const ACTIONS = ['create', 'update', 'delete'] as const;

/**
 * The response cache of CACHE_STORE, cleared by schema and permission changes and, with
 * CACHE_AUTO_PURGE, purged by every committed write (the item action events of user and system
 * collections, file uploads).
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
  const purgeOf = (meta: Readonly<Record<string, unknown>>) => {
    if (typeof meta.collection === 'string') cache.purge([meta.collection]);
    else cache.purge([EVERYTHING]);
  };
  const scopes = ['items', ...SYSTEM_COLLECTIONS.map((name) => name.slice('directus_'.length))];
  for (const scope of scopes) for (const action of ACTIONS) removers.push(ctx.events.onAction(`${scope}.${action}`, purgeOf));
  removers.push(ctx.events.onAction('files.upload', purgeOf));
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
