import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { payloadOf } from '../../auth/payload.js';
import { forbidden, invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../query/parse-query.js';
import { disableTfaOf } from '../../services/auth/tfa.js';
import { readItem, readItems, readItemsByKeys } from '../../services/items/read-items.js';
import { readBackOrEmpty } from '../../services/permissions/read-back.js';
import { acceptInvite } from '../../services/users/accept-invite.js';
import { changesFromBody, keysFromBody } from '../../services/users/batch-body.js';
import { createUsers } from '../../services/users/create-users.js';
import { deleteUsers } from '../../services/users/delete-users.js';
import { inviteUsers } from '../../services/users/invite-users.js';
import { updateUsers } from '../../services/users/update-users.js';
import { isUuid, operationFor } from '../../services/users/users-context.js';
import { parseQueryParams } from '../parse-query-params.js';
import { usersMeRoutes } from './users-me.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERS = 'directus_users';

/** `/users`: the standard CRUD table on the item operations (the caller's rules apply), invitations and admin TFA reset. */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(usersMeRoutes, ctx);
  const opOf = (request: FastifyRequest) => operationFor(ctx, request.accountability, USERS);
  const queryOf = (request: FastifyRequest) => (raw?: Record<string, unknown>) => parseQueryParams(request, ctx, raw);
  const pkOf = (request: FastifyRequest) => (request.params as { pk: string }).pk;

  app.get('/users', async (request) => readItems(await opOf(request), USERS, queryOf(request)()));

  app.route({
    method: 'SEARCH',
    url: '/users',
    handler: async (request) => {
      const op = await opOf(request);
      const body = request.body;
      if (isPlainObject(body) && Array.isArray(body.keys)) return { data: await readItemsByKeys(op, USERS, body.keys as string[], queryOf(request)()) };
      if (!isPlainObject(body) || !isPlainObject(body.query)) throw invalidPayload('"query" or "keys" is required');
      return readItems(op, USERS, queryOf(request)(body.query));
    },
  });

  app.get('/users/:pk', async (request) => ({ data: await readItem(await opOf(request), USERS, pkOf(request), queryOf(request)()) }));

  app.post('/users', async (request, reply) => {
    const op = await opOf(request);
    const query = queryOf(request)();
    const many = Array.isArray(request.body);
    const keys = await createUsers(op, many ? (request.body as unknown[]) : [request.body]);
    const rows = await readBackOrEmpty(() => readItemsByKeys(op, USERS, keys, query));
    return rows === null ? reply.status(204).send() : reply.send({ data: many ? rows : (rows[0] ?? null) });
  });

  app.patch('/users', async (request, reply) => {
    const op = await opOf(request);
    const query = queryOf(request)();
    const keys = await updateUsers(op, await changesFromBody(op, USERS, request.body, queryOf(request)));
    const rows = await readBackOrEmpty(() => readItemsByKeys(op, USERS, keys, query));
    return rows === null ? reply.status(204).send() : { data: rows };
  });

  app.patch('/users/:pk', async (request, reply) => {
    const op = await opOf(request);
    const query = queryOf(request)();
    const [key] = await updateUsers(op, [{ keys: [pkOf(request)], data: request.body }], { single: true });
    const row = await readBackOrEmpty(() => readItem(op, USERS, key, query));
    return row === null ? reply.status(204).send() : { data: row };
  });

  app.delete('/users', async (request, reply) => {
    const op = await opOf(request);
    await deleteUsers(op, await keysFromBody(op, USERS, request.body, queryOf(request)));
    return reply.status(204).send();
  });

  app.delete('/users/:pk', async (request, reply) => {
    await deleteUsers(await opOf(request), [pkOf(request)], { single: true });
    return reply.status(204).send();
  });

  app.post('/users/invite', async (request, reply) => {
    if (!request.accountability.admin) throw forbidden();
    const body = payloadOf(request.body);
    const emails = emailList(body.raw.email);
    const role = body.string('role');
    if (!isUuid(role)) throw invalidPayload('"role" must be a valid GUID');
    await inviteUsers(ctx, await opOf(request), emails, role, body.optionalString('invite_url') || undefined);
    return reply.status(204).send();
  });

  app.post('/users/invite/accept', async (request, reply) => {
    const body = payloadOf(request.body);
    await acceptInvite(ctx, body.string('token'), body.string('password'));
    return reply.status(204).send();
  });

  app.post('/users/:pk/tfa/disable', async (request, reply) => {
    await disableTfaOf(ctx, request.accountability.admin, pkOf(request));
    return reply.status(204).send();
  });
}

function emailList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') throw invalidPayload('"email" is required');
  const emails = Array.isArray(value) ? value : [value];
  if (emails.length === 0 || emails.some((email) => typeof email !== 'string' || !EMAIL.test(email))) throw invalidPayload('"email" must be a valid email');
  return emails as string[];
}
