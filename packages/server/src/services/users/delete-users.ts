import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import { guardLastAdmin } from './guard-last-admin.js';
import { isUuid, type UsersContext } from './users-context.js';

/** Deletes users (their sessions and presets go with them); the last active admin cannot go (422). */
export async function deleteUsers(ctx: Pick<UsersContext, 'db' | 'config' | 'auth'>, keys: readonly unknown[]): Promise<void> {
  if (keys.length > ctx.config.MAX_BATCH_MUTATION) throw invalidPayload(`Exceeded max batch mutation limit of ${ctx.config.MAX_BATCH_MUTATION}`);
  const ids = [...new Set(keys)];
  if (!ids.every(isUuid)) throw forbiddenOrMissing();
  if (ids.length === 0) return;
  await ctx.db.transaction(async (trx) => {
    const found = (await trx('directus_users').whereIn('id', ids).count({ count: '*' }).first()) as { count: number | string } | undefined;
    if (Number(found?.count ?? 0) !== ids.length) throw forbiddenOrMissing();
    await guardLastAdmin(trx, "You can't delete the last active admin user", async () => {
      // The one link to users without ON DELETE: notifications keep their text, lose their sender.
      await trx('directus_notifications').whereIn('sender', ids).update({ sender: null });
      await trx('directus_users').whereIn('id', ids).delete();
    });
  });
  ctx.auth.invalidate();
}
