import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { payloadOf } from '../../auth/payload.js';
import { forbidden, invalidPayload } from '../../errors/error-helpers.js';
import { disableTfaOf } from '../../services/auth/tfa.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import { acceptInvite } from '../../services/users/accept-invite.js';
import { createUsers } from '../../services/users/create-users.js';
import { deleteUsers } from '../../services/users/delete-users.js';
import { inviteUsers } from '../../services/users/invite-users.js';
import { revokeUserSessions } from '../../services/users/revoke-user-sessions.js';
import { updateUsers } from '../../services/users/update-users.js';
import { operationFor, type SystemWriteContext } from '../../services/users/users-context.js';
import { isUuid } from '../../utils/is-uuid.js';
import { standardCrudRoutes } from '../standard-crud.js';
import { usersMeRoutes } from './users-me.js';
import { usersRegisterRoutes } from './users-register.js';
import { recordedAccountChange as recorded } from '../account-trail.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERS = 'directus_users';

/**
 * `/users`: the standard CRUD table on the item operations (the caller's rules apply), invitations,
 * and an admin's TFA reset and sign-out of someone everywhere.
 */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(usersMeRoutes, ctx);
  await app.register(usersRegisterRoutes, ctx);
  const users = (op: OperationContext): SystemWriteContext => ({ ...op, auth: ctx.auth });
  // User writes follow the user service rules, guard the last admin and drop cached tokens.
  await standardCrudRoutes(app, ctx, {
    path: '/users',
    collection: USERS,
    create: (op, _access, payloads) => createUsers(op, payloads),
    update: (op, changes, options) => updateUsers(users(op), changes, options),
    delete: (op, keys, options) => deleteUsers(users(op), keys, options),
  });
  const opOf = (request: FastifyRequest) => operationFor(ctx, request.accountability, USERS);
  const pkOf = (request: FastifyRequest) => (request.params as { pk: string }).pk;

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
    await disableTfaOf(await recorded(ctx, request), request.accountability.admin, pkOf(request));
    return reply.status(204).send();
  });

  app.delete('/users/:pk/sessions', async (request, reply) => {
    await revokeUserSessions(ctx, request.accountability.admin, pkOf(request));
    return reply.status(204).send();
  });
}

function emailList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') throw invalidPayload('"email" is required');
  const emails = Array.isArray(value) ? value : [value];
  if (emails.length === 0 || emails.some((email) => typeof email !== 'string' || !EMAIL.test(email)))
    throw invalidPayload('"email" must be a valid email');
  return emails as string[];
}
