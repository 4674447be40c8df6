import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useClient } from '../../lib/client-context.js';
import type { Filter } from '../../lib/filter/filter-tree.js';

/** The most items the map loads at once; past it the layout says so (filter, or list only the visible area). */
export const MAP_LIMIT = 5000;

export interface MapItemsRequest {
  itemsKey: readonly unknown[];
  collection: string;
  /** Only what the map needs: the key, the geometry and the display template's fields. */
  fields: string[];
  filter: Filter | undefined;
  search: string;
  isEnabled: boolean;
}

/** The map's items in one request with their total, so 100,000 rows cost one capped read of a few columns. */
export function useMapItems({ itemsKey, collection, fields, filter, search, isEnabled }: MapItemsRequest) {
  const client = useClient();
  const searchTerm = search.trim() || undefined;
  return useQuery({
    queryKey: [...itemsKey, 'map', { fields, filter, search: searchTerm }],
    queryFn: () => client.readItems(collection, { fields, filter, search: searchTerm, limit: MAP_LIMIT, meta: 'filter_count' }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** The project settings (basemaps, Mapbox key), shared with the shell's cache entry. */
export function useMapSettings() {
  const client = useClient();
  return useQuery({ queryKey: ['settings'], queryFn: () => client.readSettings(), staleTime: 5 * 60_000 });
}
