import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { payloadOf } from '../../auth/payload.js';
import { forbidden, invalidPayload } from '../../errors/error-helpers.js';
import { disableTfaOf } from '../../services/auth/tfa.js';
import { acceptInvite } from '../../services/users/accept-invite.js';
import { parseBatchDelete, parseBatchUpdate } from '../../services/users/batch-payload.js';
import { createUsers } from '../../services/users/create-users.js';
import { deleteUsers } from '../../services/users/delete-users.js';
import { inviteUsers } from '../../services/users/invite-users.js';
import { parsePlainQuery } from '../../services/users/plain-query.js';
import { readUser, readUsers, usersMeta } from '../../services/users/read-users.js';
import { updateUsers } from '../../services/users/update-users.js';
import { isUuid } from '../../services/users/users-context.js';
import { usersMeRoutes } from './users-me.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/users`: the standard CRUD table (admins only until permissions serve it), invitations and admin TFA reset. */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(usersMeRoutes, ctx);
  const adminQuery = (request: FastifyRequest, extra: Record<string, unknown> = {}) => {
    if (!request.accountability.admin) throw forbidden();
    return parsePlainQuery({ ...(request.query as Record<string, unknown>), ...extra });
  };

  app.get('/users', async (request) => {
    const query = adminQuery(request);
    const meta = await usersMeta(ctx, query);
    return { data: await readUsers(ctx, query), ...(meta ? { meta } : {}) };
  });

  app.route({
    method: 'SEARCH',
    url: '/users',
    handler: async (request) => {
      const body = payloadOf(request.body).raw as { query?: Record<string, unknown>; keys?: unknown };
      const query = adminQuery(request, body.query ?? {});
      if (body.keys !== undefined) return { data: await readUsers(ctx, query, parseBatchDelete({ keys: body.keys })) };
      return { data: await readUsers(ctx, query) };
    },
  });

  app.get('/users/:pk', async (request) => ({ data: await readUser(ctx, adminQuery(request), pkOf(request)) }));

  app.post('/users', async (request, reply) => {
    const query = adminQuery(request);
    const many = Array.isArray(request.body);
    const ids = await createUsers(ctx, many ? (request.body as unknown[]) : [request.body]);
    const rows = await readUsers(ctx, query, ids);
    return reply.send({ data: many ? rows : rows[0] });
  });

  app.patch('/users', async (request) => {
    const query = adminQuery(request);
    const changes = parseBatchUpdate(request.body);
    await updateUsers(ctx, changes);
    return { data: await readUsers(ctx, query, changes.flatMap((change) => change.keys)) };
  });

  app.patch('/users/:pk', async (request) => {
    const query = adminQuery(request);
    await updateUsers(ctx, [{ keys: [pkOf(request)], data: request.body }]);
    return { data: await readUser(ctx, query, pkOf(request)) };
  });

  app.delete('/users', async (request, reply) => {
    adminQuery(request);
    await deleteUsers(ctx, parseBatchDelete(request.body));
    return reply.status(204).send();
  });

  app.delete('/users/:pk', async (request, reply) => {
    adminQuery(request);
    await deleteUsers(ctx, [pkOf(request)]);
    return reply.status(204).send();
  });

  app.post('/users/invite', async (request, reply) => {
    adminQuery(request);
    const body = payloadOf(request.body);
    const emails = emailList(body.raw.email);
    const role = body.string('role');
    if (!isUuid(role)) throw invalidPayload('"role" must be a valid GUID');
    await inviteUsers(ctx, emails, role, body.optionalString('invite_url') || undefined);
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

function pkOf(request: FastifyRequest): string {
  return (request.params as { pk: string }).pk;
}

function emailList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') throw invalidPayload('"email" is required');
  const emails = Array.isArray(value) ? value : [value];
  if (emails.length === 0 || emails.some((email) => typeof email !== 'string' || !EMAIL.test(email))) throw invalidPayload('"email" must be a valid email');
  return emails as string[];
}
