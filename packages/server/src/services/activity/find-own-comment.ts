import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { readItem } from '../items/read-items.js';

/**
 * The key of a comment the caller may change or delete: an activity row with action `comment`
 * written by the caller, or any comment for an admin. Anything else (missing, another kind of
 * activity, someone else's comment) is FORBIDDEN, so nothing is revealed about it.
 */
export async function findOwnComment(op: OperationContext, key: unknown): Promise<PrimaryKey> {
  // Looked up by the server: the default rules give no update or delete on activity.
  const { permissions: _rules, events: _events, ...system } = op;
  const row = await readItem(system, 'directus_activity', key, { fields: ['id', 'action', 'user'] });
  const isOwn = op.accountability?.user !== null && op.accountability?.user !== undefined && row.user === op.accountability.user;
  if (row.action !== 'comment' || !(op.accountability?.admin || isOwn)) throw forbiddenOrMissing();
  return row.id as PrimaryKey;
}
