import { useQuery } from '@tanstack/react-query';
import { isUnauthenticated } from '../../../lib/api-error.js';
import type { AppClient } from '../../../lib/app-client.js';
import { useClient } from '../../../lib/client-context.js';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';

export { CURRENT_USER_KEY };

/** The signed-in user, or null when there is no (valid) session. */
export async function fetchCurrentUser(client: AppClient): Promise<CurrentUser | null> {
  if (!(await client.getToken())) return null;
  try {
    return await client.readMe();
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

export function useCurrentUser() {
  const client = useClient();
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: () => fetchCurrentUser(client), staleTime: Infinity });
}

/** The role may use the admin app (api-reference §5: roles carry `app_access`; admins always may). */
export function hasAppAccess(user: CurrentUser): boolean {
  const role = user.role;
  return typeof role === 'object' && role !== null && (role.app_access === true || role.admin_access === true);
}

/**
 * The role enforces two-factor sign-in and the user has not set it up yet: until they do, the
 * API answers them only on `/users/me`, `/users/me/tfa/*`, `/auth/*` and `/server/*`.
 */
export function needsTfaSetup(user: CurrentUser | null | undefined): boolean {
  const role = user?.role;
  return typeof role === 'object' && role !== null && role.enforce_tfa === true && !user?.tfa_secret;
}

export function isAdmin(user: CurrentUser | null | undefined): boolean {
  const role = user?.role;
  return typeof role === 'object' && role !== null && role.admin_access === true;
}

export function displayName(user: CurrentUser): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name || user.email || 'Unknown user';
}
