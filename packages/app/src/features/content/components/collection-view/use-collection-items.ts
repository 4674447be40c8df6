import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Filter } from '../../../../lib/filter/filter-tree.js';
import { useClient } from '../../../../lib/client-context.js';
import { itemsKey } from '../../api/query-keys.js';

export interface ItemsRequest {
  collection: string;
  fields: string[];
  filter: Filter | undefined;
  search: string;
  sort: string[];
  limit: number;
  page: number;
  /** False while another layout loads its own items (kanban). */
  isEnabled?: boolean;
}

/**
 * One page of items, and separately the number matching the filter. The count does not depend
 * on the page, so paging through 100,000 rows fetches one page each time and counts once.
 */
export function useCollectionItems({ collection, fields, filter, search, sort, limit, page, isEnabled = true }: ItemsRequest) {
  const client = useClient();
  const searchTerm = search.trim() || undefined;
  const items = useQuery({
    queryKey: [...itemsKey(collection), 'page', { fields, filter, search: searchTerm, sort, limit, page }],
    queryFn: () => client.readItems(collection, { fields, filter, search: searchTerm, sort, limit, page }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: [...itemsKey(collection), 'count', { filter, search: searchTerm }],
    queryFn: async () =>
      (await client.readItems(collection, { filter, search: searchTerm, limit: 0, meta: 'filter_count' })).meta?.filter_count ?? null,
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
  return { items, count };
}
