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
  const deleted = await op.db.transaction((trx) =>
    guardLastAdmin(trx, "You can't delete the last active admin user", async () => {
      const validKeys = keys.filter(isUuid);
      // The one link to users without ON DELETE: notifications keep their text, lose their sender.
      if (validKeys.length > 0) await trx('directus_notifications').whereIn('sender', validKeys).update({ sender: null });
      return deleteItems({ ...op, db: trx }, 'directus_users', keys, options);
    }),
  );
  op.auth.invalidate();
  return deleted;
}
