import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../../lib/client-context.js';
import type { PrimaryKey } from '../../../../lib/schema/types.js';
import { historyKey, itemFilter } from '../item-page/sidebar/use-item-history.js';

/**
 * Whether the item's latest revision is a delete that kept a restorable copy (a trash collection's
 * delete revision holds the row in `data`; `delta.$restored` marks one already brought back).
 * Off unless `enabled` (the item read failed and the collection keeps its trash).
 */
export function useDeletedCopy(collection: string, key: PrimaryKey, enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: [...historyKey(collection, key), 'deleted-copy'],
    enabled,
    queryFn: async (): Promise<boolean> => {
      const [latest] = await client.readRevisions({
        filter: itemFilter(collection, key),
        sort: ['-id'],
        limit: 1,
        fields: ['id', 'data', 'delta', 'activity.action'],
      });
      const activity = latest && typeof latest.activity === 'object' ? latest.activity : null;
      return activity?.action === 'delete' && latest?.data !== null && latest?.delta?.$restored !== true;
    },
  });
}
