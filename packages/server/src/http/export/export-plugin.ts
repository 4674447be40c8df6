import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { ExportFileOptions } from '../../services/export/export-file-options.js';
import { exportFilename } from '../../services/export/export-filename.js';
import { EXPORT_CONTENT_TYPES, parseExportOption, type ExportFormat } from '../../services/export/export-format.js';
import { serializeExport } from '../../services/export/serializers/serialize-export.js';
import { attachmentDisposition } from './attachment-disposition.js';
import { collectionOfRoute } from './route-collection.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'SEARCH']);

/**
 * `?export=csv|json|xml|yaml` (api-reference section 4): a read answer's `data` (list or one item)
 * goes out as a file download in that format instead of the JSON envelope; `meta` is left out.
 * The route reads exactly as for JSON (same permissions, same errors), and only a 200 `{data}`
 * answer is turned into a file. Inside a SEARCH body's `query` the option counts as there, not in
 * the URL. The file is never cached (`Cache-Control: no-cache`).
 */
export function registerExport(app: FastifyInstance, options: ExportFileOptions): void {
  const requested = new WeakMap<FastifyRequest, ExportFormat>();

  // Callback hooks: a request without `export` pays a lookup, not a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!READ_METHODS.has(request.method)) return done();
    try {
      const format = parseExportOption(exportOptionOf(request));
      if (format) requested.set(request, format);
      done();
    } catch (error) {
      done(error as Error);
    }
  });

  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    const format = requested.get(request);
    if (!format || reply.statusCode !== 200 || !isPlainObject(payload) || !('data' in payload)) return done(null, payload);
    try {
      const file = serializeExport(format, payload.data, options);
      const collection = collectionOfRoute(request.routeOptions.url, request.params);
      reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', attachmentDisposition(exportFilename(collection, format, new Date())))
        .header('cache-control', 'no-cache')
        .serializer(() => file);
      done(null, payload);
    } catch (error) {
      done(error as Error);
    }
  });
}

/** The raw `export` option: a SEARCH body's `query` replaces the URL's, as for every other option. */
function exportOptionOf(request: FastifyRequest): unknown {
  const body = request.body;
  const query = request.method === 'SEARCH' && isPlainObject(body) && isPlainObject(body.query) ? body.query : request.query;
  return isPlainObject(query) ? query.export : undefined;
}
