import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { payloadOf } from '../../auth/payload.js';
import { forbidden } from '../../errors/error-helpers.js';
import { readRole, readRoles, rolesMeta } from '../../services/roles/read-roles.js';
import { createRoles, deleteRoles, updateRoles } from '../../services/roles/write-roles.js';
import { parseBatchDelete, parseBatchUpdate } from '../../services/users/batch-payload.js';
import { parsePlainQuery } from '../../services/users/plain-query.js';

/** `/roles`: the standard CRUD table, for admins (until the item operations and permissions serve it). */
export async function rolesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const adminQuery = (request: FastifyRequest, extra: Record<string, unknown> = {}) => {
    if (!request.accountability.admin) throw forbidden();
    return parsePlainQuery({ ...(request.query as Record<string, unknown>), ...extra });
  };
  const pkOf = (request: FastifyRequest) => (request.params as { pk: string }).pk;

  app.get('/roles', async (request) => {
    const query = adminQuery(request);
    const meta = await rolesMeta(ctx, query);
    return { data: await readRoles(ctx, query), ...(meta ? { meta } : {}) };
  });

  app.route({
    method: 'SEARCH',
    url: '/roles',
    handler: async (request) => {
      const body = payloadOf(request.body).raw as { query?: Record<string, unknown>; keys?: unknown };
      const query = adminQuery(request, body.query ?? {});
      return { data: await readRoles(ctx, query, body.keys === undefined ? undefined : parseBatchDelete({ keys: body.keys })) };
    },
  });

  app.get('/roles/:pk', async (request) => ({ data: await readRole(ctx, adminQuery(request), pkOf(request)) }));

  app.post('/roles', async (request) => {
    const query = adminQuery(request);
    const many = Array.isArray(request.body);
    const ids = await createRoles(ctx, many ? (request.body as unknown[]) : [request.body]);
    const rows = await readRoles(ctx, query, ids);
    return { data: many ? rows : rows[0] };
  });

  app.patch('/roles', async (request) => {
    const query = adminQuery(request);
    const changes = parseBatchUpdate(request.body);
    await updateRoles(ctx, changes);
    return { data: await readRoles(ctx, query, changes.flatMap((change) => change.keys)) };
  });

  app.patch('/roles/:pk', async (request) => {
    const query = adminQuery(request);
    await updateRoles(ctx, [{ keys: [pkOf(request)], data: request.body }]);
    return { data: await readRole(ctx, query, pkOf(request)) };
  });

  app.delete('/roles', async (request, reply) => {
    adminQuery(request);
    await deleteRoles(ctx, parseBatchDelete(request.body));
    return reply.status(204).send();
  });

  app.delete('/roles/:pk', async (request, reply) => {
    adminQuery(request);
    await deleteRoles(ctx, [pkOf(request)]);
    return reply.status(204).send();
  });
}
