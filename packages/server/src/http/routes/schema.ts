import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { isAppError } from '../../errors/app-error.js';
import { assertCanChangeDataModel } from '../../services/collections/data-model-access.js';
import { applySchemaDiff } from '../../services/schema/apply-schema-diff.js';
import { diffSchema } from '../../services/schema/diff-schema.js';
import { readLiveSnapshot } from '../../services/schema/read-live-snapshot.js';
import { validateDiffShape } from '../../services/schema/validate-diff.js';
import { parseByteSize } from '../../utils/parse-byte-size.js';
import { MULTIPART_LIMITS } from '../multipart-parts.js';
import { readSchemaUpload } from '../schema-upload.js';
import { announceAppliedSteps } from '../schema-events.js';

/**
 * `/schema/snapshot`, `/schema/diff` and `/schema/apply` (api-reference "Schema / data model"):
 * the data model as a file, what another model would change, and that change made. Admins only,
 * checked before any body is read; `?export=json|yaml` on the snapshot is the export plugin's.
 */
export async function schemaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const maxBytes = parseByteSize(ctx.config.MAX_PAYLOAD_SIZE);
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, files: 1 } });
  const adminOnly = async (request: FastifyRequest) => assertCanChangeDataModel(request.accountability);

  // A file past the limit is not read to its end: the connection closes after the 413, so the
  // client stops sending and the server is not left holding a half-read request.
  const upload = (request: FastifyRequest, reply: FastifyReply) =>
    readSchemaUpload(request, maxBytes).catch((error: unknown) => {
      if (isAppError(error) && error.code === 'CONTENT_TOO_LARGE') reply.header('connection', 'close');
      throw error;
    });

  app.get('/schema/snapshot', { onRequest: adminOnly }, async () => ({ data: await readLiveSnapshot(ctx) }));

  app.post<{ Querystring: Record<string, unknown> }>('/schema/diff', { onRequest: adminOnly }, async (request, reply) => {
    const result = await diffSchema(ctx, await upload(request, reply), isForced(request.query));
    if (!result) return reply.status(204).send();
    return { data: { hash: result.hash, diff: result.diff } };
  });

  app.post('/schema/apply', { onRequest: adminOnly }, async (request, reply) => {
    await applySchemaDiff(ctx, validateDiffShape(await upload(request, reply)), {
      onApplied: (steps) => announceAppliedSteps(ctx, request, steps),
      accountability: request.accountability,
    });
    return reply.status(204).send();
  });
}

/** The reference bypasses its origin checks when `force` is present at all; `force=false` is read as no. */
function isForced(query: Record<string, unknown>): boolean {
  return Object.hasOwn(query ?? {}, 'force') && query.force !== 'false' && query.force !== '0';
}
