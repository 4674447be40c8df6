import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACCESS_KEYS } from '../../../lib/access/access-query-keys.js';
import type { UserRow } from '../../../lib/access/types.js';
import { useClient } from '../../../lib/client-context.js';
import { DIRECTORY_FIELDS } from './user-fields.js';

export interface DirectoryQuery {
  search: string;
  /** A role's key, `null` for users without a role, undefined for every user. */
  role?: string | null;
  status?: string;
  /** The filter builder's filter, if any. */
  filter?: Record<string, unknown> | null;
  page: number;
}

export const DIRECTORY_PAGE_SIZE = 25;

/** The filter the directory sends: the role of the navigation entry and the status filter. */
export function directoryFilter(query: Pick<DirectoryQuery, 'role' | 'status' | 'filter'>): Record<string, unknown> | undefined {
  const rules: Record<string, unknown>[] = [];
  if (query.filter) rules.push(query.filter);
  if (query.role !== undefined) rules.push(query.role === null ? { role: { _null: true } } : { role: { _eq: query.role } });
  if (query.status) rules.push({ status: { _eq: query.status } });
  if (rules.length === 0) return undefined;
  return rules.length === 1 ? rules[0] : { _and: rules };
}

/** One page of `/users` with the directory's columns. */
export function useUsers(query: DirectoryQuery) {
  const client = useClient();
  return useQuery({
    queryKey: ACCESS_KEYS.usersList(query),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await client.readItems('directus_users', {
        fields: DIRECTORY_FIELDS,
        filter: directoryFilter(query),
        search: query.search || undefined,
        sort: ['email'],
        limit: DIRECTORY_PAGE_SIZE,
        page: query.page,
        meta: 'filter_count',
      });
      return { users: answer.data as unknown as UserRow[], count: answer.meta?.filter_count ?? answer.data.length };
    },
  });
}
