import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../query/parse-query.js';
import { readItem, readItems, readItemsByKeys } from '../../services/items/read-items.js';
import { readBackOrEmpty } from '../../services/permissions/read-back.js';
import { createRoles, deleteRoles, updateRoles, type RolesWriteContext } from '../../services/roles/write-roles.js';
import { changesFromBody, keysFromBody } from '../../services/users/batch-body.js';
import { operationFor } from '../../services/users/users-context.js';
import { parseQueryParams } from '../parse-query-params.js';

const ROLES = 'directus_roles';

/** `/roles`: the standard CRUD table on the item operations; the caller's rules apply (by default: read own role). */
export async function rolesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const opOf = async (request: FastifyRequest): Promise<RolesWriteContext> => ({
    ...(await operationFor(ctx, request.accountability, ROLES)),
    invalidateRules: () => ctx.permissions.invalidate(),
  });
  const queryOf = (request: FastifyRequest) => (raw?: Record<string, unknown>) => parseQueryParams(request, ctx, raw);
  const pkOf = (request: FastifyRequest) => (request.params as { pk: string }).pk;

  app.get('/roles', async (request) => readItems(await opOf(request), ROLES, queryOf(request)()));

  app.route({
    method: 'SEARCH',
    url: '/roles',
    handler: async (request) => {
      const op = await opOf(request);
      const body = request.body;
      if (isPlainObject(body) && Array.isArray(body.keys)) return { data: await readItemsByKeys(op, ROLES, body.keys as string[], queryOf(request)()) };
      if (!isPlainObject(body) || !isPlainObject(body.query)) throw invalidPayload('"query" or "keys" is required');
      return readItems(op, ROLES, queryOf(request)(body.query));
    },
  });

  app.get('/roles/:pk', async (request) => ({ data: await readItem(await opOf(request), ROLES, pkOf(request), queryOf(request)()) }));

  app.post('/roles', async (request, reply) => {
    const op = await opOf(request);
    const query = queryOf(request)();
    const many = Array.isArray(request.body);
    const keys = await createRoles(op, many ? (request.body as unknown[]) : [request.body]);
    const rows = await readBackOrEmpty(() => readItemsByKeys(op, ROLES, keys, query));
    return rows === null ? reply.status(204).send() : reply.send({ data: many ? rows : (rows[0] ?? null) });
  });

  app.patch('/roles', async (request, reply) => {
    const op = await opOf(request);
    const query = queryOf(request)();
    const keys = await updateRoles(op, await changesFromBody(op, ROLES, request.body, queryOf(request)));
    const rows = await readBackOrEmpty(() => readItemsByKeys(op, ROLES, keys, query));
    return rows === null ? reply.status(204).send() : { data: rows };
  });

  app.patch('/roles/:pk', async (request, reply) => {
    const op = await opOf(request);
    const query = queryOf(request)();
    const [key] = await updateRoles(op, [{ keys: [pkOf(request)], data: request.body }], { single: true });
    const row = await readBackOrEmpty(() => readItem(op, ROLES, key, query));
    return row === null ? reply.status(204).send() : { data: row };
  });

  app.delete('/roles', async (request, reply) => {
    const op = await opOf(request);
    await deleteRoles(op, await keysFromBody(op, ROLES, request.body, queryOf(request)));
    return reply.status(204).send();
  });

  app.delete('/roles/:pk', async (request, reply) => {
    await deleteRoles(await opOf(request), [pkOf(request)]);
    return reply.status(204).send();
  });
}
