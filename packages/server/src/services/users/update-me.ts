import { forbidden, invalidCredentials, invalidPayload } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import { updateUsers } from './update-users.js';
import { SELF_EDITABLE_USER_FIELDS } from './user-fields.js';
import type { UsersContext } from './users-context.js';

/** `PATCH /users/me`: a user changes their own profile fields; admins may change any field of themselves. */
export async function updateMe(ctx: Pick<UsersContext, 'db' | 'config' | 'auth'>, accountability: Accountability, data: unknown): Promise<string> {
  if (!accountability.user) throw invalidCredentials();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw invalidPayload('Payload must be an object');
  if (!accountability.admin && Object.keys(data).some((field) => !SELF_EDITABLE_USER_FIELDS.has(field))) throw forbidden();
  await updateUsers(ctx, [{ keys: [accountability.user], data }]);
  return accountability.user;
}

/** `PATCH /users/me/track/page`: where the app was last, written without permission checks (reference). */
export async function trackPage(ctx: Pick<UsersContext, 'db'>, accountability: Accountability, lastPage: unknown): Promise<void> {
  if (!accountability.user) throw invalidCredentials();
  if (typeof lastPage !== 'string') throw invalidPayload('"last_page" must be a string');
  await ctx.db('directus_users').where('id', accountability.user).update({ last_page: lastPage.slice(0, 255) });
}
