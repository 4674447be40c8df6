import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS_KEYS } from '../../../lib/access/access-query-keys.js';
import type { UserRow } from '../../../lib/access/types.js';
import { useClient } from '../../../lib/client-context.js';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { USER_PAGE_FIELDS } from './user-fields.js';

/**
 * One user with every field of the user page (`id` "+" is a new user: nothing to read). The
 * signed-in user's own record (`isOwn`) is read through `/users/me`, which any user may read.
 */
export function useUser(id: string, fields: readonly string[] = USER_PAGE_FIELDS, isOwn = false) {
  const client = useClient();
  return useQuery({
    queryKey: [...ACCESS_KEYS.user(id), fields, isOwn],
    enabled: id !== '+',
    queryFn: async () =>
      isOwn ? client.readOwnUser(fields) : ((await client.readItem('directus_users', id, { fields: [...fields] })) as unknown as UserRow),
  });
}

/** The signed-in user as the shell read it (already in the cache once the shell shows). */
export function useSignedInUser(): CurrentUser | undefined {
  return useQueryClient().getQueryData<CurrentUser | null>(CURRENT_USER_KEY) ?? undefined;
}

/**
 * Creates (`id` "+") or updates a user with the edited fields only; refreshes the lists afterwards. The signed-in
 * user's own record (`isOwn`) goes through `PATCH /users/me`, which a non-admin may use where `/users/:id` is refused.
 * Answers the created user (null after an update).
 */
export function useSaveUser(id: string, isOwn = false) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edits: Partial<UserRow>): Promise<UserRow | null> => {
      if (id === '+') return client.createUser(edits);
      if (isOwn) await client.updateOwnUser(edits);
      else await client.updateUser(id, edits);
      return null;
    },
    // The signed-in user is read again too: their name, avatar, appearance and theme apply at once.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCESS_KEYS.users }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
}

export function useDeleteUser(id: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.deleteUser(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_KEYS.users }),
  });
}

/** An administrator turns the user's two-factor sign-in off. */
export function useResetTwoFactor(id: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.disableUserTwoFactor(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_KEYS.user(id) }),
  });
}
