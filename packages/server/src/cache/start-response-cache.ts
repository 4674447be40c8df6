import { SYSTEM_COLLECTIONS } from '@tessera/shared';
import type { AppContext } from '../app-context.js';
import { createMemoryResponseStore } from './memory-response-store.js';
import { createRedisResponseStore } from './redis-response-store.js';
import { createResponseCache, type ResponseCache } from './response-cache.js';
import { EVERYTHING } from './response-store.js';

const ACTIONS = ['create', 'update', 'delete'] as const;

/**
 * The response cache of CACHE_STORE, purged by every committed write (the item action events of
 * user and system collections, file uploads), and cleared by schema and permission changes.
 */
export function startResponseCache(ctx: AppContext): ResponseCache {
  const { config, logger } = ctx;
  let recover = () => {};
  let store;
  if (config.CACHE_STORE === 'redis') {
    if (!config.REDIS) throw new Error('CACHE_STORE=redis needs REDIS (a redis:// URL)');
    store = createRedisResponseStore({
      url: config.REDIS,
      namespace: config.CACHE_NAMESPACE,
      onReady: () => recover(),
      onError: () => {},
    });
  } else store = createMemoryResponseStore(config.CACHE_MEMORY_MAX);
  const cache = createResponseCache({
    store,
    ttlMs: config.CACHE_TTL,
    logger,
    bus: config.CACHE_STORE === 'redis' ? null : ctx.bus,
  });
  recover = cache.recover;
  if (!config.CACHE_AUTO_PURGE) return withCleanup(cache, []);
  const purgeOf = (meta: Readonly<Record<string, unknown>>) => {
    if (typeof meta.collection === 'string') cache.purge([meta.collection]);
    else cache.purge([EVERYTHING]);
  };
  const scopes = ['items', ...SYSTEM_COLLECTIONS.map((name) => name.slice('directus_'.length))];
  const removers = [
    ...scopes.flatMap((scope) => ACTIONS.map((action) => ctx.events.onAction(`${scope}.${action}`, purgeOf))),
    ctx.events.onAction('files.upload', purgeOf),
    ctx.schema.onInvalidate(() => cache.purge([EVERYTHING])),
    ctx.permissions.onInvalidate(() => cache.purge([EVERYTHING])),
  ];
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
