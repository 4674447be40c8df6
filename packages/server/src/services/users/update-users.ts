import { endUserSessions, userSessionIds } from '../../auth/sessions.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { updateItems } from '../items/update-items.js';
import { checkUserPayload } from './check-user-payload.js';
import { guardLastAdmin } from './guard-last-admin.js';
import type { SystemWriteContext } from './users-context.js';

export interface UserChange {
  keys: readonly unknown[];
  data: unknown;
}

/**
 * Applies each change to its users, all in one transaction, after the user service rules. A change
 * that leaves no active admin → 422. `single`: a missing user is FORBIDDEN. A password change ends
 * the users' other sessions in the same transaction, and their access tokens are revoked once it
 * has committed; a status other than active revokes their access tokens (the sessions stay, for a
 * refresh to answer USER_SUSPENDED). Cached tokens are dropped afterwards, on every instance, since status, role, token
 * or sessions may differ.
 */
export async function updateUsers(
  op: SystemWriteContext,
  changes: readonly UserChange[],
  options: { single?: boolean } = {},
): Promise<PrimaryKey[]> {
  for (const change of changes) {
    if (!isPlainObject(change.data)) throw invalidPayload('"data" has to be an object');
    await checkUserPayload(op.db, change.data, change.keys.map(String));
  }
  const touchesAdmins = changes.some(({ data }) => isPlainObject(data) && ('role' in data || 'status' in data));
  const ended: string[] = [];
  const updated = await op.db.transaction(async (trx) => {
    const tx = { ...op, db: trx };
    const run = async () => {
      const keys: PrimaryKey[] = [];
      for (const change of changes) {
        const updated = await updateItems(tx, 'directus_users', change.keys, change.data, options);
        // A new password ends the other sessions (a thief's too); the caller's own session stays.
        if (isPlainObject(change.data) && 'password' in change.data)
          ended.push(...(await endUserSessions(trx, updated.map(String), op.accountability?.sessionId)));
        // A user who stops being active (suspended, archived…) is refused at once on every instance,
        // not when each instance's token cache hears of it.
        else if (isPlainObject(change.data) && 'status' in change.data && change.data.status !== 'active')
          ended.push(...(await userSessionIds(trx, updated.map(String))));
        keys.push(...updated);
      }
      return keys;
    };
    return touchesAdmins ? guardLastAdmin(trx, "You can't remove the last active admin user", run) : run();
  });
  // Known to every instance before the answer leaves: the old tokens fail at once, wherever they are used.
  await op.auth.revokeSessions(ended);
  await op.auth.invalidate();
  return updated;
}
