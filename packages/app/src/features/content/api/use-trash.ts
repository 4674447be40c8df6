import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';
import { itemsKey } from './query-keys.js';

/** Under the collection's items key: a write to the collection refreshes its trash too. */
export const trashKey = (collection: string) => [...itemsKey(collection), 'trash'] as const;

/** The collection's restorable deleted items, newest first (`GET /utils/trash/:collection`). */
export function useTrash(collection: string) {
  const client = useClient();
  return useQuery({ queryKey: trashKey(collection), queryFn: () => client.readTrash(collection, { limit: 100 }) });
}

/** Restores one deleted item; the collection's items, trash and history are read again afterwards. */
export function useRestoreItem(collection: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: PrimaryKey) => client.restoreItem(collection, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey(collection) }),
  });
}
