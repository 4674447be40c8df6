import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../../lib/client-context.js';
import { userName } from '../item-page/sidebar/user-name.js';

/**
 * Names for user ids in one read of `directus_users`; a user the role may not read (or when the
 * read is refused altogether) shows as the id, and no user as "System".
 */
export function useUserNames(ids: ReadonlyArray<string | null>) {
  const client = useClient();
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))].sort();
  const users = useQuery({
    queryKey: ['users', 'names', wanted],
    enabled: wanted.length > 0,
    retry: false,
    queryFn: async () =>
      (
        await client.readItems('directus_users', {
          filter: { id: { _in: wanted } },
          fields: ['id', 'email', 'first_name', 'last_name'],
          limit: wanted.length,
        })
      ).data,
  });
  return {
    nameOf(id: string | null): string {
      const user = users.data?.find((entry) => entry.id === id);
      return user ? userName(user as unknown as Parameters<typeof userName>[0]) : userName(id);
    },
  };
}
