import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import { createRoles, deleteRoles, updateRoles, type RolesWriteContext } from '../../services/roles/write-roles.js';
import { standardCrudRoutes } from '../standard-crud.js';

/** `/roles`: the standard CRUD table on the item operations; the caller's rules apply (by default: read own role). */
export async function rolesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Role writes guard the last admin and drop the token and rule caches.
  const roles = (op: OperationContext): RolesWriteContext => ({
    ...op,
    auth: ctx.auth,
    invalidateRules: () => ctx.permissions.invalidate(),
  });
  await standardCrudRoutes(app, ctx, {
    path: '/roles',
    collection: 'directus_roles',
    create: (op, _access, payloads) => createRoles(roles(op), payloads),
    update: (op, changes, options) => updateRoles(roles(op), changes, options),
    // A missing role is not an error on `DELETE /roles/:pk`, unlike a missing user.
    delete: (op, keys) => deleteRoles(roles(op), keys),
  });
}
