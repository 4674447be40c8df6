import type { AppContext } from '../../app-context.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { createFileRows } from '../../services/files/create-file-rows.js';
import { deleteFiles } from '../../services/files/delete-files.js';
import { checkFileUpdate } from '../../services/files/file-row-fields.js';
import { createItems } from '../../services/items/create-items.js';
import { deleteItems } from '../../services/items/delete-items.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import type { PrimaryKey } from '../../services/items/primary-key.js';
import { updateItems } from '../../services/items/update-items.js';
import { systemWriter } from '../../services/system-items/collection-writer.js';
import { createRoles, deleteRoles, updateRoles, type RolesWriteContext } from '../../services/roles/write-roles.js';
import { createUsers } from '../../services/users/create-users.js';
import { deleteUsers } from '../../services/users/delete-users.js';
import { updateUsers } from '../../services/users/update-users.js';
import { accessOfOperation } from './service-access.js';

/** How a service writes one collection: the plain item operations, or a system service's rules. */
export interface CollectionWriters {
  create(op: OperationContext, payloads: readonly unknown[]): Promise<PrimaryKey[]>;
  update(op: OperationContext, keys: readonly unknown[], data: unknown, single: boolean): Promise<PrimaryKey[]>;
  delete(op: OperationContext, keys: readonly unknown[], single: boolean): Promise<PrimaryKey[]>;
}

/**
 * The writers of `collection`. Users, roles and files write through the same services as their REST
 * routes (last-admin guard, token and rule caches dropped, stored objects removed). Other system
 * collections write through their registered write rules (system-write-registry.ts), as REST and
 * GraphQL do; one without them is only read.
 */
export function collectionWriters(ctx: AppContext, collection: string): CollectionWriters {
  const system = (op: OperationContext) => ({ ...op, auth: ctx.auth });
  const roles = (op: OperationContext): RolesWriteContext => ({ ...system(op), invalidateRules: () => ctx.permissions.invalidate() });
  switch (collection) {
    case 'directus_users':
      return {
        create: (op, payloads) => createUsers(op, payloads),
        update: (op, keys, data, single) => updateUsers(system(op), [{ keys, data }], { single }),
        delete: (op, keys, single) => deleteUsers(system(op), keys, { single }),
      };
    case 'directus_roles':
      return {
        create: (op, payloads) => createRoles(roles(op), payloads),
        update: (op, keys, data, single) => updateRoles(roles(op), [{ keys, data }], { single }),
        delete: (op, keys) => deleteRoles(roles(op), keys),
      };
    case 'directus_files':
      return {
        create: (op, payloads) => createFileRows(ctx, op, payloads),
        update: (op, keys, data, single) => {
          checkFileUpdate(data);
          return updateItems(op, collection, keys, data, { single });
        },
        delete: (op, keys) => deleteFiles(ctx, op, keys),
      };
  }
  const writer = collection.startsWith('directus_') ? systemWriter(ctx, collection) : null;
  // Other system collections write as their REST routes write them (admin-only rule, payload
  // checks, their own operations, caches dropped after), or not at all when they have no such routes.
  if (writer)
    return {
      create: async (op, payloads) => writer.create(op, await accessOfOperation(ctx, op), [...payloads]),
      update: async (op, keys, data, single) => writer.update(op, await accessOfOperation(ctx, op), [...keys], data, single),
      delete: async (op, keys, single) => writer.remove(op, await accessOfOperation(ctx, op), [...keys], single),
    };
  if (collection.startsWith('directus_')) return readOnly(collection);
  return {
    create: (op, payloads) => createItems(op, collection, payloads),
    update: (op, keys, data, single) => updateItems(op, collection, keys, data, { single }),
    delete: (op, keys, single) => deleteItems(op, collection, keys, { single }),
  };
}

function readOnly(collection: string): CollectionWriters {
  const refuse = () =>
    Promise.reject(
      invalidPayload(`"${collection}" is a system collection with a service of its own: an extension's services only read it`),
    );
  return { create: refuse, update: refuse, delete: refuse };
}
