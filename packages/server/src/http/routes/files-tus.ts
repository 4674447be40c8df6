import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { forbidden, invalidPayload } from '../../errors/error-helpers.js';
import type { PermissionAction } from '../../permissions/permission-row.js';
import { resolveRequestAccess } from '../../services/permissions/resolve-request-access.js';
import { expireIdleUploads, expireUpload, isIdleTooLong, lastActivity } from '../../services/tus/expire-idle-uploads.js';
import { scheduleTusCleanup } from '../../services/tus/schedule-tus-cleanup.js';
import { findTusFileRow } from '../../services/tus/tus-file-rows.js';
import { createTusEndpoint, TUS_PATH, type TusCaller } from '../../services/tus/tus-server.js';
import { isUuid } from '../../utils/is-uuid.js';

const FILES = 'directus_files';

/**
 * `/files/tus` and `/files/tus/:id` (api-reference: resumable uploads when TUS_ENABLED). Every
 * request is checked here, under the caller's rules, before tus sees it: creating an upload needs
 * create permission on `directus_files`; resuming (HEAD/PATCH) needs update permission and one's
 * own upload; terminating (DELETE) needs delete permission and one's own upload. A signed-in user
 * is required: an upload of the public role could be resumed by anyone who learnt its URL.
 */
export async function filesTusRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.TUS_ENABLED) return;
  const endpoint = createTusEndpoint(ctx);
  const cleanup = scheduleTusCleanup(ctx, () => expireIdleUploads(ctx, endpoint.storage));
  app.addHook('onClose', () => cleanup.stop());

  // Upload bodies stay in the request stream: tus reads them itself, chunk by chunk.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const callerOf = async (request: FastifyRequest, action: PermissionAction): Promise<TusCaller> => {
    if (!request.accountability.user) throw forbidden();
    const access = await resolveRequestAccess(ctx, request.accountability);
    if (!access.isAdmin && !access.rule(FILES, action)) throw forbidden();
    const op = {
      db: ctx.db,
      schema: await ctx.schema.get(),
      accountability: request.accountability,
      config: ctx.config,
      writes: ctx.writes,
      ...(access.isAdmin ? {} : { permissions: access }),
    };
    return { op };
  };
  const serve = async (request: FastifyRequest, reply: FastifyReply, caller?: TusCaller) => {
    // Headers our hooks gave the reply (CORS, rate limits, request id) go out with tus's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    await endpoint.handle(request.raw, reply.raw, caller);
  };

  // Capabilities (versions, extensions, max size): no caller needed, as the protocol expects.
  app.options(TUS_PATH, (request, reply) => serve(request, reply));
  app.options(`${TUS_PATH}/:id`, (request, reply) => serve(request, reply));

  app.post(TUS_PATH, async (request, reply) => {
    if (request.headers['upload-defer-length'] !== undefined) throw invalidPayload('Upload-Length is required');
    await serve(request, reply, await callerOf(request, 'create'));
  });

  const ACTIONS = { HEAD: 'update', PATCH: 'update', DELETE: 'delete' } as const;
  app.route<{ Params: { id: string } }>({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${TUS_PATH}/:id`,
    handler: async (request, reply) => {
      const caller = await callerOf(request, ACTIONS[request.method as keyof typeof ACTIONS]);
      const { id } = request.params;
      // Someone else's upload (or a made-up id) is not there for this caller.
      const row = isUuid(id) ? await findTusFileRow(ctx.db, id, endpoint.location, request.accountability.user) : null;
      if (!row) throw new AppError('ROUTE_NOT_FOUND', 'The file for this url was not found');
      if (request.method !== 'DELETE' && isIdleTooLong(ctx, await lastActivity(endpoint.storage, row.tus_id, row.modified_on))) {
        const { permissions: _rules, events: _events, ...system } = caller.op;
        await expireUpload(system, endpoint.storage, row);
        // 410 as tus says for an upload the server knows has expired.
        return reply.code(410).header('tus-resumable', '1.0.0').type('text/plain').send('The file for this url no longer exists\n');
      }
      await serve(request, reply, request.method === 'DELETE' ? { ...caller, terminates: row.id } : caller);
    },
  });
}
