import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../lib/client-context.js';
import type { FolderRow } from './folder-tree.js';

/** Every folder (`directus_folders`), for the library drawer and folder pickers. */
export function useFolders() {
  const client = useClient();
  return useQuery({
    queryKey: ['items', 'directus_folders', 'all'],
    queryFn: async () => {
      const page = await client.readItems('directus_folders', { fields: ['id', 'name', 'parent'], limit: -1, sort: ['name'] });
      return page.data.map(
        (row) => ({ id: String(row.id), name: String(row.name ?? ''), parent: (row.parent as string | null) ?? null }) satisfies FolderRow,
      );
    },
  });
}
