import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { invalidPayload, unsupportedMediaType } from '../../errors/error-helpers.js';
import { byteLimit } from '../../services/files/byte-limit.js';
import { maxUploadBytes } from '../../services/files/upload-limits.js';
import { importFormatOf } from '../../services/import/import-format.js';
import { importItems, importTarget } from '../../services/import/import-items.js';
import { MULTIPART_LIMITS, multipartParts } from '../multipart-parts.js';
import { requestOperation } from '../read-only-routes.js';

/**
 * `POST /utils/import/:collection` (api-reference, utils): one CSV or JSON file part, streamed into
 * the collection through the item operations, all or nothing; 200 with an empty body, as the
 * reference answers (the SDK expects it). Past FILES_MAX_UPLOAD_SIZE, 413; not multipart, 415.
 */
export async function utilsImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limit = maxUploadBytes(ctx.config);
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post<{ Params: { collection: string } }>('/utils/import/:collection', async (request, reply) => {
    if (!request.isMultipart()) throw unsupportedMediaType(request.headers['content-type'] ?? 'none', 'file import');
    const { collection } = request.params;
    const op = await requestOperation(ctx, request, collection);
    importTarget(op, collection);
    const parts = multipartParts(request);
    const file = await firstFile(parts);
    const format = importFormatOf(file.mimetype, file.filename);
    const content = file.file.pipe(byteLimit(limit));
    file.file.on('error', (error) => content.destroy(error));
    try {
      await importItems(op, collection, content, {
        format,
        maxDepth: ctx.config.MAX_JSON_DEPTH,
        beforeCommit: () => noMoreFiles(parts),
      });
    } catch (error) {
      // Refused before the upload ended (bad rows, 413): let the rest of it drain so the connection
      // finishes and closes, instead of stalling with a full buffer.
      file.file.unpipe();
      file.file.resume();
      throw error;
    }
    return reply.status(200).send();
  });
}

async function firstFile(parts: AsyncGenerator<Multipart>): Promise<Extract<Multipart, { type: 'file' }>> {
  for await (const part of iterateWithoutClosing(parts)) if (part.type === 'file') return part;
  throw invalidPayload('No file was included in the body');
}

/** A second file part refuses the import before it commits: which file was meant is unclear. */
async function noMoreFiles(parts: AsyncGenerator<Multipart>): Promise<void> {
  for await (const part of parts) {
    if (part.type === 'file') throw invalidPayload('Only one file can be imported at a time');
  }
}

/** Iterates `parts` without ending them when the loop stops early (the rest is read later). */
function iterateWithoutClosing<T>(parts: AsyncGenerator<T>): AsyncIterable<T> {
  return { [Symbol.asyncIterator]: () => ({ next: () => parts.next() }) };
}
