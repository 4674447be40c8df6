import { isAppError } from '../../errors/app-error.js';
import { invalidCredentials } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { Query } from '../../query/query.js';
import type { Item } from '../../query/apply-query.js';
import { readItem } from '../items/read-items.js';
import { operationFor, type UsersContext } from './users-context.js';

/**
 * `GET /users/me`: the signed-in user through their own read rules (by default the self-readable
 * fields of spec section 6). Whatever those refuse answers `{id}`, as the reference does; a share
 * answers its role stub.
 */
export async function readMe(ctx: UsersContext, accountability: Accountability, query: Query): Promise<Item> {
  if (!accountability.user) {
    if (accountability.share)
      return { share: accountability.share, role: { id: accountability.role, admin_access: false, app_access: false } };
    throw invalidCredentials();
  }
  const op = await operationFor(ctx, accountability, 'directus_users');
  try {
    return await readItem(op, 'directus_users', accountability.user, query);
  } catch (error) {
    if (isAppError(error) && error.code === 'FORBIDDEN') return { id: accountability.user };
    throw error;
  }
}
