import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { cacheControlHeader } from '../../cache/cache-control-header.js';
import { callerScope } from '../../cache/caller-scope.js';
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
  key: string;
  writes: number | null;
  collections: Set<string>;
  ruleReads: string[];
}

/** Answers that depend on rows the server writes without an action event: never cached. */
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
    if (request.method !== 'GET') return done();
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
    const { scope, ruleReads } = await callerScope(ctx.permissions, request.accountability, path);
    const key = responseCacheKey({ method: request.method, path, query, scope });
    const { answer, writes } = await cache.lookup(key);
    if (answer) {
      setCacheHeaders(request, reply, answer.expiresAt - Date.now());
      if (statusHeader) reply.header(statusHeader, 'HIT');
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    }
    if (statusHeader) reply.header(statusHeader, 'MISS');
    pending.set(request, { key, writes, collections, ruleReads });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      // The purges of this request's writes run on the next tick (action events): let them land first.
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
      entry.collections.size > 0 &&
      ![...entry.collections].some((name) => UNCACHEABLE.has(name));
    if (!cacheable) return payload;
    await cache.store(entry.key, { status, contentType, body: payload }, [...entry.collections, ...entry.ruleReads], entry.writes);
    setCacheHeaders(request, reply, config.CACHE_TTL);
    return payload;
  });

  function setCacheHeaders(request: FastifyRequest, reply: FastifyReply, ttlMs: number): void {
    reply.header('cache-control', cacheControlHeader(config, ttlMs, request.headers['cache-control'], request.accountability.role));
    reply.header('vary', 'Origin, Cache-Control');
  }
}
