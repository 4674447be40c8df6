import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../../../lib/client-context.js';
import type { Activity, Revision } from '../../../../../lib/schema/system-types.js';
import type { PrimaryKey } from '../../../../../lib/schema/types.js';
import { isReservedRevisionKey } from '../../../../../lib/trash/types.js';
import { itemsKey } from '../../../api/query-keys.js';
import { isRevisionAuthorHidden } from './revision-author.js';
import { userFields } from './user-name.js';
import type { UserRef } from './user-name.js';

export interface HistoryEntry {
  /** The revision's id (accountability `all`), or the activity's. */
  id: number;
  /** Only revisions can be opened and reverted to. */
  isRevision: boolean;
  action: string;
  timestamp: string | null;
  user: UserRef | null;
  /**
   * Whether a user made it but the reader may not see who: the role cannot read the revision's
   * activity (by default a role reads only its own, so the API answers null) or the user record.
   * Then it is "a user", never "System" (which is an entry whose activity has no user).
   */
  isUserHidden: boolean;
  /** The fields the revision changed (its delta's keys). */
  changed: string[];
}

const ACTIVITY_FIELDS = ['id', 'action', 'timestamp', ...userFields('user')];

export const itemFilter = (collection: string, key: PrimaryKey) => ({
  _and: [{ collection: { _eq: collection } }, { item: { _eq: String(key) } }],
});

export const historyKey = (collection: string, key: PrimaryKey) => [...itemsKey(collection), 'history', key] as const;

function fromRevision(revision: Revision): HistoryEntry {
  const activity = typeof revision.activity === 'object' && revision.activity !== null ? revision.activity : null;
  return {
    id: revision.id,
    isRevision: true,
    action: activity?.action ?? 'update',
    timestamp: activity?.timestamp ?? null,
    user: activity?.user ?? null,
    isUserHidden: isRevisionAuthorHidden(revision.activity),
    changed: Object.keys(revision.delta ?? {}).filter((key) => !isReservedRevisionKey(key)),
  };
}

function fromActivity(activity: Activity): HistoryEntry {
  return {
    id: activity.id,
    isRevision: false,
    action: activity.action,
    timestamp: activity.timestamp,
    user: activity.user ?? null,
    isUserHidden: typeof activity.user === 'string',
    changed: [],
  };
}

/**
 * What happened to an item, newest first: its revisions with the fields each changed
 * (accountability `all`), or its activity (accountability `activity`; comments left out).
 */
export function useItemHistory(collection: string, key: PrimaryKey, withRevisions: boolean) {
  const client = useClient();
  const filter = itemFilter(collection, key);
  return useQuery({
    queryKey: [...historyKey(collection, key), withRevisions],
    queryFn: async (): Promise<HistoryEntry[]> => {
      if (withRevisions) {
        const revisions = await client.readRevisions({
          filter,
          sort: ['-id'],
          limit: 100,
          fields: ['id', 'delta', ...ACTIVITY_FIELDS.map((path) => `activity.${path}`)],
        });
        return revisions.map(fromRevision);
      }
      const activities = await client.readActivities({
        filter: { _and: [...filter._and, { action: { _neq: 'comment' } }] },
        sort: ['-timestamp'],
        limit: 100,
        fields: ACTIVITY_FIELDS,
      });
      return activities.map(fromActivity);
    },
  });
}
