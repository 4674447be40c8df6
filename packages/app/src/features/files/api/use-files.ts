import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import type { FolderRecord } from '../../../lib/files/types.js';
import { fileFields } from './file-row.js';
import type { FileRow } from './file-row.js';
import { FILES_KEYS } from './files-query-keys.js';
import { filesFilter } from './files-view.js';
import type { FilesScope, FilesView } from './files-view.js';

export const FILES_PAGE_SIZE = 50;

/** The files of a scope, a page at a time ("Load more"), with the total the filter matches. */
export function useFiles(scope: FilesScope, view: FilesView, withUsers: boolean) {
  const client = useClient();
  return useInfiniteQuery({
    queryKey: FILES_KEYS.list(scope, view, withUsers),
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const answer = await client.readItems('directus_files', {
        fields: fileFields(withUsers),
        filter: filesFilter(scope, view.type),
        search: view.search || undefined,
        sort: [view.sort, 'id'],
        limit: FILES_PAGE_SIZE,
        page: pageParam,
        meta: 'filter_count',
      });
      return { files: answer.data as unknown as FileRow[], count: answer.meta?.filter_count ?? answer.data.length };
    },
    getNextPageParam: (last, pages) => (pages.length * FILES_PAGE_SIZE < last.count ? pages.length + 1 : undefined),
  });
}

/** Every folder (the tree is small enough to read at once, as the reference does). */
export function useFolders() {
  const client = useClient();
  return useQuery({
    queryKey: FILES_KEYS.folders,
    queryFn: async () => {
      const answer = await client.readItems('directus_folders', { fields: ['id', 'name', 'parent'], sort: ['name'], limit: -1 });
      return answer.data as unknown as FolderRecord[];
    },
  });
}

/** One file with its uploader's name. */
export function useFile(id: string, withUsers: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: FILES_KEYS.file(id),
    queryFn: async () => (await client.readItem('directus_files', id, { fields: fileFields(withUsers) })) as unknown as FileRow,
  });
}
