import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSystemCollection } from '@tessera/shared';
import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import { EXPORT_CONTENT_TYPES } from '../../services/export/export-format.js';
import { checkExportQuery } from '../../services/export/export-items.js';
import { createExportRunner } from '../../services/export/export-runner.js';
import { exportToFile } from '../../services/export/export-to-file.js';
import { parseExportRequest } from '../../services/export/parse-export-request.js';
import { assertMayCreateFiles, checkedType, storageLocation } from '../../services/files/upload-file.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import { requestContext } from '../read-only-routes.js';
import { parseQueryParams } from '../parse-query-params.js';

/**
 * `POST /utils/export/:collection {query, format, file?}` (api-reference section 2, utils): checks
 * everything it can at once (403 for a collection the caller may not read or a file they may not
 * create, 400 for a bad body or query, 429 past the export limits), answers 204, and then writes
 * the file in the background (exportToFile). The server's close() aborts running exports and waits
 * for their clean-up.
 */
export async function utilsExportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const runner = createExportRunner(ctx.logger);
  app.addHook('onClose', () => runner.close());

  app.post<{ Params: { collection: string }; Body: unknown }>('/utils/export/:collection', async (request, reply) => {
    const { collection } = request.params;
    const op = await exportContext(ctx, request, collection);
    const { format, query: rawQuery, file } = parseExportRequest(request.body, op.schema);
    const query = parseQueryParams(request, ctx, rawQuery);
    await checkExportQuery(op, collection, query);
    assertMayCreateFiles(op);
    checkedType(ctx, EXPORT_CONTENT_TYPES[format]);
    storageLocation(ctx, file.storage);
    runner.start(callerOf(request.accountability), (signal) => exportToFile(ctx, op, { collection, query, format, file, signal }));
    return reply.status(204).send();
  });
}

/**
 * The caller's operation context, for a user collection they may read. System collections are
 * refused: their endpoints add rules of their own (concealed user fields, say) that a plain item
 * read does not, so they are exported through those endpoints' `?export=`.
 */
async function exportContext(ctx: AppContext, request: FastifyRequest, collection: string): Promise<OperationContext> {
  const overview = (await ctx.schema.get()).collections[collection];
  if (!overview?.hasTable || isSystemCollection(collection) || collection.startsWith('directus_')) throw forbiddenOrMissing();
  const { op, access } = await requestContext(ctx, request, collection);
  if (!access.isAdmin && !access.rule(collection, 'read')) throw forbiddenOrMissing();
  return op;
}

/** Whose exports count against the per-caller limit: the user, or the share, or the public role. */
function callerOf(accountability: Accountability): string {
  return accountability.user ?? (accountability.share ? `share:${accountability.share}` : 'public');
}
