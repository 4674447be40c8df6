import { useQuery } from '@tanstack/react-query';
import { useClient } from '../client-context.js';
import { permissionsFromRules } from './permissions.js';

/**
 * Keyed by the user, so another user never reads the cache of the one before (sign-in also
 * clears the cache and sign-out drops it; see features/auth/api).
 */
export const myPermissionsKey = (userId: string) => ['permissions', 'me', userId] as const;

// Rules change rarely (an admin edits a role); the server enforces them on every request anyway.
const PERMISSIONS_STALE_TIME = 5 * 60_000;

/** `GET /permissions/me` for a signed-in non-admin, as {@link Permissions}. Admins need no rules. */
export function useMyPermissions(userId: string, isAdmin: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: myPermissionsKey(userId),
    queryFn: () => client.readMyPermissions(),
    select: permissionsFromRules,
    enabled: !isAdmin,
    staleTime: PERMISSIONS_STALE_TIME,
  });
}
