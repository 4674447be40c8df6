import { forbidden, invalidCredentials, invalidPayload } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import { SELF_EDITABLE_USER_FIELDS } from '../../permissions/self-user-fields.js';
import { updateUsers } from './update-users.js';
import { operationFor, type UsersContext } from './users-context.js';

/**
 * `PATCH /users/me`: a user changes their own profile fields (the list of the issue, whatever their
 * role's rules say); admins may change any field of themselves, within the user service rules.
 */
export async function updateMe(ctx: UsersContext, accountability: Accountability, data: unknown): Promise<void> {
  if (!accountability.user) throw invalidCredentials();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw invalidPayload('Payload must be an object');
  if (!accountability.admin && Object.keys(data).some((field) => !SELF_EDITABLE_USER_FIELDS.has(field))) throw forbidden();
  const op = await operationFor(ctx, accountability, 'directus_users', { asSystem: true });
  await updateUsers(op, [{ keys: [accountability.user], data }], { single: true });
}

/** `PATCH /users/me/track/page`: where the app was last, written without permission checks (reference). */
export async function trackPage(ctx: Pick<UsersContext, 'db'>, accountability: Accountability, lastPage: unknown): Promise<void> {
  if (!accountability.user) throw invalidCredentials();
  if (typeof lastPage !== 'string') throw invalidPayload('"last_page" must be a string');
  await ctx
    .db('directus_users')
    .where('id', accountability.user)
    .update({ last_page: lastPage.slice(0, 255) });
}
