import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import { activityApiFilter, ACTIVITY_PAGE_SIZE } from './activity-filters.js';
import type { ActivityFilters } from './activity-filters.js';

const USER_FIELDS = ['user.id', 'user.first_name', 'user.last_name', 'user.email'];

/** One page of the activity log, newest first, with one extra row to know whether a next page exists. */
export function useActivityLog(filters: ActivityFilters) {
  const client = useClient();
  return useQuery({
    queryKey: ['activity', 'log', filters],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const rows = await client.readActivities({
        fields: ['id', 'action', 'collection', 'item', 'timestamp', 'comment', ...USER_FIELDS],
        filter: activityApiFilter(filters),
        sort: ['-timestamp', '-id'],
        limit: ACTIVITY_PAGE_SIZE + 1,
        offset: (filters.page - 1) * ACTIVITY_PAGE_SIZE,
      });
      return { rows: rows.slice(0, ACTIVITY_PAGE_SIZE), hasNext: rows.length > ACTIVITY_PAGE_SIZE };
    },
  });
}

/** One activity entry with its user and the revisions it wrote. */
export function useActivityItem(id: number) {
  const client = useClient();
  return useQuery({
    queryKey: ['activity', 'item', id],
    queryFn: () => client.readActivity(id, { fields: ['*', ...USER_FIELDS, 'revisions.id', 'revisions.delta'] }),
  });
}

/**
 * The people and collections the filters offer. A role that may not list users still gets the
 * collections (and the log itself, which the API limits to what the role may read).
 */
export function useActivityFilterChoices() {
  const client = useClient();
  return useQuery({
    queryKey: ['activity', 'filter-choices'],
    queryFn: async () => {
      const [users, collections] = await Promise.allSettled([
        client.readItems('directus_users', { fields: ['id', 'first_name', 'last_name', 'email'], sort: ['email'], limit: -1 }),
        client.readCollections(),
      ]);
      return {
        users: users.status === 'fulfilled' ? users.value.data : [],
        collections: collections.status === 'fulfilled' ? collections.value.map((collection) => collection.collection).sort() : [],
      };
    },
  });
}
