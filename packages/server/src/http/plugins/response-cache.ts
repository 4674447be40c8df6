import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { cacheControlHeader } from '../../cache/cache-control-header.js';
import { callerScope, type CallerScope } from '../../cache/caller-scope.js';
import { recordReadsInto } from '../../cache/read-collections.js';
import { responseCacheKey } from '../../cache/response-cache-key.js';
import type { ResponseCache } from '../../cache/response-cache.js';
import { startResponseCache } from '../../cache/start-response-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null unless CACHE_ENABLED. */
    responseCache: ResponseCache | null;
  }
}

interface PendingAnswer {
  keys: { shared: string | null; personal: string };
  scope: CallerScope;
  writes: number | null;
  collections: Set<string>;
}

/** Answers that depend on rows the server writes beside the item operations (never announced as writes): never cached. */
const UNCACHEABLE = new Set(['directus_activity', 'directus_revisions', 'directus_sessions', 'directus_notifications']);

/**
 * The response cache (api-reference section 1, steps 11 and 16): a GET answer is looked up before
 * its handler runs and kept when it is a 2xx JSON answer that read at least one collection. The
 * collections it read are recorded while it runs, so writes to any of them purge it.
 */
export function registerResponseCache(app: FastifyInstance, ctx: AppContext): void {
  const { config } = ctx;
  if (!config.CACHE_ENABLED) {
    app.decorate('responseCache', null);
    return;
  }
  const cache = startResponseCache(ctx);
  app.decorate('responseCache', cache);
  app.addHook('onClose', () => cache.close());
  const pending = new WeakMap<FastifyRequest, PendingAnswer>();
  const recorded = new WeakMap<FastifyRequest, Set<string>>();
  const statusHeader = config.CACHE_STATUS_HEADER;

  app.addHook('onRequest', (request, _reply, done) => {
    // Routes may opt out (endpoint extensions: the reference never caches them, and an unmounted one must stop answering at once).
    if (request.method !== 'GET' || isUncachedRoute(request)) return done();
    // Everything after this hook (handler included) runs inside the record of this request.
    const collections = new Set<string>();
    recorded.set(request, collections);
    recordReadsInto(collections, () => done());
  });

  app.addHook('preHandler', async (request, reply) => {
    const collections = recorded.get(request);
    if (!collections) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (Object.hasOwn(query, 'export')) return;
    const requested = request.headers['cache-control'];
    if (config.CACHE_SKIP_ALLOWED && requested?.includes('no-store')) return;
    const path = request.url.split('?')[0]!;
    const scope = await callerScope(ctx.permissions, request.accountability, path, query);
    const keyOf = (who: string) => responseCacheKey({ method: request.method, path, query, scope: who });
    const keys = { shared: scope.shared === null ? null : keyOf(scope.shared), personal: keyOf(scope.personal) };
    // An answer is kept under the shared key only when it read nothing whose rules depend on the caller.
    const first = await cache.lookup(keys.shared ?? keys.personal);
    const found = first.answer ?? (keys.shared === null ? null : (await cache.lookup(keys.personal)).answer);
    if (found) {
      setCacheHeaders(request, reply, found.expiresAt - Date.now());
      if (statusHeader) reply.header(statusHeader, 'HIT');
      return reply.code(found.status).type(found.contentType).send(found.body);
    }
    if (statusHeader) reply.header(statusHeader, 'MISS');
    pending.set(request, { keys, scope, writes: first.writes, collections });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      // A write outside the item operations (manual sort) still names its collection in the route.
      const written = writtenCollection(request, reply);
      if (written !== null) cache.purge([written]);
      // A write in a caller's Knex transaction is announced once that commits, a few ticks later: let its purge land first.
      await new Promise((resolve) => setImmediate(resolve));
      await cache.settled();
      return payload;
    }
    const entry = pending.get(request);
    if (!entry) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const status = reply.statusCode;
    const cacheable =
      status >= 200 &&
      status < 300 &&
      typeof payload === 'string' &&
      contentType.startsWith('application/json') &&
      (config.CACHE_VALUE_MAX_SIZE === false || Buffer.byteLength(payload) <= config.CACHE_VALUE_MAX_SIZE) &&
      entry.collections.size > 0 &&
      ![...entry.collections].some((name) => UNCACHEABLE.has(name));
    if (!cacheable) return payload;
    const key = entry.keys.shared !== null && entry.scope.isShared(entry.collections) ? entry.keys.shared : entry.keys.personal;
    await cache.store(key, { status, contentType, body: payload }, [...entry.collections, ...entry.scope.ruleReads], entry.writes);
    setCacheHeaders(request, reply, config.CACHE_TTL);
    return payload;
  });

  function setCacheHeaders(request: FastifyRequest, reply: FastifyReply, ttlMs: number): void {
    reply.header('cache-control', cacheControlHeader(config, ttlMs, request.headers['cache-control'], request.accountability.role));
    reply.header('vary', 'Origin, Cache-Control');
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False: the response cache neither serves nor keeps this route's answers. */
    responseCache?: boolean;
  }
}

function isUncachedRoute(request: FastifyRequest): boolean {
  return (request.routeOptions.config as { responseCache?: boolean } | undefined)?.responseCache === false;
}

/** The `:collection` of a successful non-GET route (`/items/:collection`, `/utils/sort/:collection` …), if it has one. */
function writtenCollection(request: FastifyRequest, reply: FastifyReply): string | null {
  if (reply.statusCode >= 400) return null;
  const params = request.params as Record<string, unknown> | null | undefined;
  if (!params || !Object.hasOwn(params, 'collection')) return null;
  return typeof params.collection === 'string' ? params.collection : null;
}
