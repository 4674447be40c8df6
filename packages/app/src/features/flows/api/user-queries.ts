import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import { FLOWS_KEY } from './flow-queries.js';

/** A user as the recipient picker names them. */
export interface UserSummary {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const USER_FIELDS = ['id', 'first_name', 'last_name', 'email'];
/** How many matches the picker lists at once; typing more narrows them. */
export const USER_MATCHES = 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The users whose name or e-mail matches `search` (the API's `search`); nothing is asked for an empty search. */
export function useUserSearch(search: string) {
  const client = useClient();
  const term = search.trim();
  return useQuery({
    queryKey: [...FLOWS_KEY, 'user-search', term],
    enabled: term !== '',
    queryFn: async () =>
      (
        await client.readItems('directus_users', {
          search: term,
          fields: USER_FIELDS,
          sort: ['first_name', 'last_name', 'email'],
          limit: USER_MATCHES,
        })
      ).data as unknown as UserSummary[],
  });
}

/** The users behind the ids chosen so far (templates and other text left out), to show their names. */
export function useUsersById(values: readonly string[]) {
  const client = useClient();
  const ids = [...new Set(values.filter((value) => UUID.test(value)))].sort();
  return useQuery({
    queryKey: [...FLOWS_KEY, 'users-by-id', ids],
    enabled: ids.length > 0,
    queryFn: async () =>
      (await client.readItems('directus_users', { filter: { id: { _in: ids } }, fields: USER_FIELDS, limit: ids.length }))
        .data as unknown as UserSummary[],
  });
}

/** "Ada Lovelace", else the e-mail, else the id. */
export function userName(user: UserSummary): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name || user.email || user.id;
}
