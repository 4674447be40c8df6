import type { Knex } from 'knex';
import { createItems } from '../items/create-items.js';
import { deleteItems } from '../items/delete-items.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { updateItems } from '../items/update-items.js';
import { guardLastAdmin } from '../users/guard-last-admin.js';
import type { SystemWriteContext } from '../users/users-context.js';

/** Role flags decide what tokens and permission rules mean: every write drops both caches. */
export interface RolesWriteContext extends SystemWriteContext {
  invalidateRules(): void;
}

/** Creates roles (all or none) through the item operations, nested `users` included. */
export async function createRoles(op: RolesWriteContext, payloads: readonly unknown[]): Promise<PrimaryKey[]> {
  return afterWrite(op, () => guarded(op, 'create', (tx) => createItems(tx, 'directus_roles', payloads)));
}

/** Applies each change to its roles; taking admin access from the last active admins → 422. */
export async function updateRoles(
  op: RolesWriteContext,
  changes: ReadonlyArray<{ keys: readonly unknown[]; data: unknown }>,
  options: { single?: boolean } = {},
): Promise<PrimaryKey[]> {
  return afterWrite(op, () =>
    guarded(op, 'update', async (tx) => {
      const keys: PrimaryKey[] = [];
      for (const change of changes) keys.push(...(await updateItems(tx, 'directus_roles', change.keys, change.data, options)));
      return keys;
    }),
  );
}

/** Deletes roles; their users stay, without a role. Deleting the last admins' role → 422. */
export async function deleteRoles(op: RolesWriteContext, keys: readonly unknown[]): Promise<PrimaryKey[]> {
  return afterWrite(op, () => guarded(op, 'delete', (tx) => deleteItems(tx, 'directus_roles', keys)));
}

const REASONS = {
  create: "You can't leave the project without an active admin",
  update: "You can't remove admin access from the last active admins",
  delete: "You can't delete the last admin role",
};

/** One transaction; a nested `users` change or an admin_access flip can both remove the last admin. */
function guarded<T>(op: RolesWriteContext, action: keyof typeof REASONS, work: (tx: SystemWriteContext) => Promise<T>): Promise<T> {
  return op.db.transaction((trx: Knex.Transaction) => guardLastAdmin(trx, REASONS[action], () => work({ ...op, db: trx })));
}

async function afterWrite<T>(op: RolesWriteContext, write: () => Promise<T>): Promise<T> {
  const result = await write();
  await op.auth.invalidate();
  op.invalidateRules();
  return result;
}
