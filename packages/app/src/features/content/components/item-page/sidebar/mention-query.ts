import type { ItemsQuery } from '../../../../../lib/app-client.js';
import type { Permissions } from '../../../../../lib/permissions/permissions.js';

/** What names a user in the picker, in the order it sorts by. */
const NAME_FIELDS = ['first_name', 'last_name', 'email'] as const;

/**
 * The picker's `/users` query for what follows the `@`, asking only for fields the role may read:
 * a filter or sort on any other field finds nobody (or is refused). Null when the role may not list
 * anyone it could name (no `id`, or no name and no e-mail).
 *
 * Only an admin filters on `status` in the query: a non-admin's readable `status` may be their own
 * user's only (the default rule merged with their role's), which would hide every colleague. For
 * them `status` is read where allowed, and {@link isMentionable} drops the users it shows inactive.
 */
export function mentionQuery(permissions: Permissions, search: string, limit: number): ItemsQuery | null {
  const readable = (field: string) => permissions.isFieldAllowed('directus_users', 'read', field);
  if (!readable('id')) return null;
  const names = NAME_FIELDS.filter(readable);
  if (names.length === 0) return null;
  const withStatus = readable('status');
  return {
    ...(search ? { search } : {}),
    ...(permissions.isAdmin ? { filter: { status: { _eq: 'active' } } } : {}),
    fields: ['id', ...names, ...(withStatus && !permissions.isAdmin ? ['status'] : [])],
    sort: [...names],
    // Room for the inactive users dropped afterwards.
    limit: permissions.isAdmin || !withStatus ? limit : limit * 2,
  };
}

/** A listed user may be mentioned unless their status is known and not active. */
export function isMentionable(user: { status?: unknown }): boolean {
  return typeof user.status !== 'string' || user.status === 'active';
}
