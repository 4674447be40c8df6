import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { dbClientOf } from '../../db/connection.js';
import { rethrowDbError } from '../../db/db-errors.js';
import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import { guardLastAdmin } from '../users/guard-last-admin.js';
import { isUuid, type UsersContext } from '../users/users-context.js';
import { prepareRoleWrite } from './prepare-role-write.js';

type RolesContext = Pick<UsersContext, 'db' | 'config' | 'auth' | 'permissions'>;

/** Creates roles in one transaction; returns their ids in payload order. */
export async function createRoles(ctx: RolesContext, items: readonly unknown[]): Promise<string[]> {
  checkBatch(ctx, items.length);
  const rows = items.map((item) => {
    const row = prepareRoleWrite(item, true);
    row.id ??= randomUUID();
    return row;
  });
  await write(ctx, async (trx) => {
    for (const row of rows) await trx('directus_roles').insert(row);
  });
  return rows.map((row) => String(row.id));
}

/** Applies each change to its roles; taking admin access from the last admins' role → 422. */
export async function updateRoles(ctx: RolesContext, changes: ReadonlyArray<{ keys: readonly string[]; data: unknown }>): Promise<void> {
  checkBatch(ctx, changes.reduce((sum, change) => sum + change.keys.length, 0));
  const prepared = changes.map((change) => ({ keys: [...new Set(change.keys)], row: prepareRoleWrite(change.data, false) }));
  await write(ctx, async (trx) => {
    for (const { keys, row } of prepared) {
      await ensureAll(trx, keys);
      if (Object.keys(row).length === 0) continue;
      const change = () => trx('directus_roles').whereIn('id', keys).update(row);
      if ('admin_access' in row) await guardLastAdmin(trx, "You can't remove admin access from the last admin role", change);
      else await change();
    }
  });
}

/** Deletes roles; their users keep existing without a role. Deleting the last admins' role → 422. */
export async function deleteRoles(ctx: RolesContext, keys: readonly string[]): Promise<void> {
  checkBatch(ctx, keys.length);
  const ids = [...new Set(keys)];
  await write(ctx, async (trx) => {
    await ensureAll(trx, ids);
    await guardLastAdmin(trx, "You can't delete the last admin role", async () => {
      await trx('directus_users').whereIn('role', ids).update({ role: null });
      await trx('directus_roles').whereIn('id', ids).delete();
    });
  });
}

async function ensureAll(trx: Knex, ids: readonly string[]): Promise<void> {
  if (!ids.every(isUuid)) throw forbiddenOrMissing();
  const found = (await trx('directus_roles').whereIn('id', [...ids]).count({ count: '*' }).first()) as { count: number | string } | undefined;
  if (Number(found?.count ?? 0) !== ids.length) throw forbiddenOrMissing();
}

function checkBatch(ctx: RolesContext, size: number): void {
  if (size > ctx.config.MAX_BATCH_MUTATION) throw invalidPayload(`Exceeded max batch mutation limit of ${ctx.config.MAX_BATCH_MUTATION}`);
}

/** One transaction; driver errors translated; role flags feed tokens and permission rules, so both caches go. */
async function write(ctx: RolesContext, work: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
  try {
    await ctx.db.transaction(work);
  } catch (error) {
    rethrowDbError(dbClientOf(ctx.db), error, { collection: 'directus_roles', primaryKey: 'id' });
  }
  ctx.auth.invalidate();
  ctx.permissions.invalidate();
}
