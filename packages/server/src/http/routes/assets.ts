import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { isAppError } from '../../errors/app-error.js';
import { entityTag, isNotModified, requestedRange } from '../../services/assets/conditional-request.js';
import { resolveAsset } from '../../services/assets/resolve-asset.js';
import { servedContentHeaders } from '../../services/assets/served-content-headers.js';
import { TransformLimiter } from '../../services/assets/transform-limiter.js';

type Params = { id: string; filename?: string };

/**
 * `GET /assets/:id` and `/assets/:id/:filename` (the name is only for the URL, as in the
 * reference): the file's bytes, or a transformed image, with validators (ETag, Last-Modified,
 * 304), byte ranges (206/416) and headers that keep served content from acting on our origin.
 */
export async function assetsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limiter = new TransformLimiter({
    maxConcurrent: ctx.config.ASSETS_TRANSFORM_MAX_CONCURRENT,
    maxPerCaller: ctx.config.ASSETS_TRANSFORM_MAX_CONCURRENT_PER_USER,
  });
  const maxAge = Math.floor(ctx.config.ASSETS_CACHE_TTL / 1000);

  const serve = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const accountability = request.accountability;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const asset = await resolveAsset(ctx, accountability, { id: request.params.id, query, accept: request.headers.accept ?? '' }, limiter);
    const etag = entityTag(asset.key, asset.info);
    // Anything but the public role may see files others may not: shared caches must not keep them.
    const isPublic = !accountability.user && !accountability.role && !accountability.share && !accountability.admin;
    reply.headers({
      ...servedContentHeaders(asset.type, asset.downloadName, Object.hasOwn(query, 'download')),
      'accept-ranges': 'bytes',
      etag,
      'last-modified': asset.info.modified.toUTCString(),
      'cache-control': `${isPublic ? 'public' : 'private'}, max-age=${maxAge}`,
    });
    if (asset.variesByAccept) reply.header('vary', 'Accept');
    if (isNotModified(request.headers, etag, asset.info.modified)) return reply.code(304).send();

    const size = asset.info.size;
    let range;
    try {
      range = requestedRange(request.headers.range, size);
    } catch (error) {
      if (isAppError(error)) reply.header('content-range', `bytes */${size}`);
      throw error;
    }
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    const length = range ? range.end - range.start + 1 : size;
    reply.header('content-length', length);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(await asset.driver.read(asset.key, range ?? undefined));
  };

  for (const url of ['/assets/:id', '/assets/:id/:filename']) {
    app.route<{ Params: Params }>({ method: ['GET', 'HEAD'], url, exposeHeadRoute: false, handler: serve });
  }
}
