import { dbClientOf } from '../../db/connection.js';
import { rethrowDbError } from '../../db/db-errors.js';
import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import { guardLastAdmin } from './guard-last-admin.js';
import { prepareUserWrite } from './prepare-user-write.js';
import { isUuid, type UsersContext } from './users-context.js';

export interface UserChange {
  keys: readonly string[];
  data: unknown;
}

/**
 * Applies each change to its users in one transaction. Unknown keys → FORBIDDEN; a change that
 * leaves no active admin → 422. Cached tokens are dropped afterwards (status, role, token may differ).
 */
export async function updateUsers(ctx: Pick<UsersContext, 'db' | 'config' | 'auth'>, changes: readonly UserChange[]): Promise<void> {
  const total = changes.reduce((sum, change) => sum + change.keys.length, 0);
  if (total > ctx.config.MAX_BATCH_MUTATION) throw invalidPayload(`Exceeded max batch mutation limit of ${ctx.config.MAX_BATCH_MUTATION}`);
  const prepared: Array<{ keys: string[]; row: Record<string, unknown> }> = [];
  for (const change of changes) {
    const keys = [...new Set(change.keys)];
    if (!keys.every(isUuid)) throw forbiddenOrMissing();
    prepared.push({ keys, row: await prepareUserWrite(ctx.db, change.data, keys) });
  }
  try {
    await ctx.db.transaction(async (trx) => {
      for (const { keys, row } of prepared) {
        const found = (await trx('directus_users').whereIn('id', keys).count({ count: '*' }).first()) as { count: number | string } | undefined;
        if (Number(found?.count ?? 0) !== keys.length) throw forbiddenOrMissing();
        if (Object.keys(row).length === 0) continue;
        const write = () => trx('directus_users').whereIn('id', keys).update(row);
        if ('role' in row || 'status' in row) await guardLastAdmin(trx, "You can't remove the last active admin user", write);
        else await write();
      }
    });
  } catch (error) {
    rethrowDbError(dbClientOf(ctx.db), error, { collection: 'directus_users', primaryKey: 'id' });
  }
  ctx.auth.invalidate();
}
