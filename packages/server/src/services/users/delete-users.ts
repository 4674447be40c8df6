import { sessionIdOf } from '../../auth/sessions.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import { isUuid } from '../../utils/is-uuid.js';
import { deleteItems } from '../items/delete-items.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { guardLastAdmin } from './guard-last-admin.js';
import type { SystemWriteContext } from './users-context.js';

/** Deletes users (their sessions and presets go with them); the last active admin cannot go (422). */
export async function deleteUsers(
  op: SystemWriteContext,
  keys: readonly unknown[],
  options: { single?: boolean } = {},
): Promise<PrimaryKey[]> {
  const sessions: Array<{ token: string; user: string }> = [];
  const deleted = await op.db.transaction((trx) =>
    guardLastAdmin(trx, "You can't delete the last active admin user", async () => {
      const validKeys = keys.filter(isUuid);
      for (const run of parameterChunks(dialectOf(trx), validKeys)) {
        // The one link to users without ON DELETE: notifications keep their text, lose their sender.
        await trx('directus_notifications').whereIn('sender', run).update({ sender: null });
        // Their sessions go with them (ON DELETE CASCADE): their ids, to revoke the access tokens.
        sessions.push(...((await trx('directus_sessions').whereIn('user', run).select('token', 'user')) as typeof sessions));
      }
      return deleteItems({ ...op, db: trx }, 'directus_users', keys, options);
    }),
  );
  const gone = new Set(deleted.map(String));
  await op.auth.revokeSessions(sessions.filter((session) => gone.has(session.user)).map((session) => sessionIdOf(session.token)));
  await op.auth.invalidate();
  return deleted;
}
