import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SYSTEM_COLLECTIONS, UNRECORDED_SYSTEM_COLLECTIONS } from '@tessera/shared';
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

/** The system collections whose writes leave activity (all but the audit trail itself and presets). */
const RECORDED_SYSTEM_COLLECTIONS = SYSTEM_COLLECTIONS.filter((name) => !UNRECORDED_SYSTEM_COLLECTIONS.has(name));

/**
 * The people and collections the filters offer (the system collections whose writes are recorded among them). A role that may not list users still gets the
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
        collections: [
          ...new Set([
            ...(collections.status === 'fulfilled' ? collections.value.map((collection) => collection.collection) : []),
            ...RECORDED_SYSTEM_COLLECTIONS,
          ]),
        ].sort(),
      };
    },
  });
}

/**
 * The revision an activity entry wrote (none for sign-ins, comments, deletes and collections that
 * keep no revisions), and the item's revision before it, whose data gives the "before" values.
 */
export function useActivityRevision(entry: { id: number; collection: string | null; item: string | null } | undefined) {
  const client = useClient();
  return useQuery({
    queryKey: ['activity', 'item', entry?.id, 'revision'],
    enabled: entry !== undefined,
    queryFn: async () => {
      const [revision] = await client.readRevisions({
        filter: { activity: { _eq: entry!.id } },
        limit: 1,
        fields: ['id', 'data', 'delta'],
      });
      if (!revision || !entry?.collection || entry.item === null) return { revision: revision ?? null, previous: null };
      const [previous] = await client.readRevisions({
        filter: { _and: [{ collection: { _eq: entry.collection } }, { item: { _eq: entry.item } }, { id: { _lt: revision.id } }] },
        sort: ['-id'],
        limit: 1,
        fields: ['id', 'data'],
      });
      return { revision, previous: previous ?? null };
    },
  });
}
