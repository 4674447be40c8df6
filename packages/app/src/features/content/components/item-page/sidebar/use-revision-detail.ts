import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../../../lib/client-context.js';
import type { Revision } from '../../../../../lib/schema/system-types.js';
import type { PrimaryKey } from '../../../../../lib/schema/types.js';
import { historyKey, itemFilter } from './use-item-history.js';
import { userFields } from './user-name.js';

/** One revision with its data and delta, and the revision before it (for the "before" values). */
export function useRevisionDetail(collection: string, key: PrimaryKey, revisionId: number) {
  const client = useClient();
  return useQuery({
    queryKey: [...historyKey(collection, key), 'revision', revisionId],
    queryFn: async (): Promise<{
      revision: Revision;
      previous: Revision | null;
    }> => {
      const activity = ['id', 'action', 'timestamp', ...userFields('user')].map((path) => `activity.${path}`);
      const [revision] = await client.readRevisions({
        filter: { id: { _eq: revisionId } },
        limit: 1,
        fields: ['id', 'collection', 'item', 'data', 'delta', ...activity],
      });
      if (!revision) throw new Error('This revision no longer exists.');
      const filter = {
        _and: [...itemFilter(collection, key)._and, { id: { _lt: revisionId } }],
      };
      const [previous] = await client.readRevisions({
        filter,
        sort: ['-id'],
        limit: 1,
        fields: ['id', 'data'],
      });
      return { revision, previous: previous ?? null };
    },
  });
}
