import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS_KEYS } from '../../../lib/access/access-query-keys.js';
import type { UserRow } from '../../../lib/access/types.js';
import { useClient } from '../../../lib/client-context.js';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { USER_PAGE_FIELDS } from './user-fields.js';

/** One user with every field of the user page (`id` "+" is a new user: nothing to read). */
export function useUser(id: string, fields: readonly string[] = USER_PAGE_FIELDS) {
  const client = useClient();
  return useQuery({
    queryKey: [...ACCESS_KEYS.user(id), fields],
    enabled: id !== '+',
    queryFn: async () => (await client.readItem('directus_users', id, { fields: [...fields] })) as unknown as UserRow,
  });
}

/** The signed-in user as the shell read it (already in the cache once the shell shows). */
export function useSignedInUser(): CurrentUser | undefined {
  return useQueryClient().getQueryData<CurrentUser | null>(CURRENT_USER_KEY) ?? undefined;
}

/** Creates (`id` "+") or updates a user with the edited fields only; refreshes the lists afterwards. */
export function useSaveUser(id: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edits: Partial<UserRow>) => (id === '+' ? client.createUser(edits) : client.updateUser(id, edits)),
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
