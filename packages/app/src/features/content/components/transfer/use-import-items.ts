import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AppClient } from '../../../../lib/app-client.js';
import { useClient } from '../../../../lib/client-context.js';
import type { UploadProgress } from '../../../../lib/files/types.js';
import { itemsKey } from '../../api/query-keys.js';

/**
 * The collection's item count, to tell how many items an import added (the import answers an
 * empty 200). A failed count only leaves the number out: the import's own outcome is what matters.
 */
async function countItems(client: AppClient, collection: string): Promise<number | null> {
  try {
    return (await client.readItems(collection, { limit: 0, meta: 'total_count' })).meta?.total_count ?? null;
  } catch {
    return null;
  }
}

/**
 * Uploads one CSV or JSON file into `collection` with its progress; resolves to the number of
 * items added when the counts before and after tell it (an import may also update rows). The
 * collection's lists refresh afterwards.
 */
export function useImportItems(collection: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File): Promise<number | null> => {
      const before = await countItems(client, collection);
      setProgress({ loaded: 0, total: file.size });
      await client.importItems(collection, file, file.name, { onProgress: setProgress });
      const after = await countItems(client, collection);
      return before === null || after === null ? null : Math.max(0, after - before);
    },
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey(collection) }),
  });
  return { ...mutation, progress };
}
