import { useQuery } from '@tanstack/react-query';
import { useClient } from '../client-context.js';
import type { PrimaryKey } from '../schema/types.js';

/** The query key of an item's versions; the version menu and the item editor share it. */
export const itemVersionsKey = (collection: string, item: PrimaryKey) => ['versions', collection, String(item)] as const;

/** The versions of one item (none asked for when `enabled` is false: a new item, or no versioning). */
export function useItemVersions(collection: string, item: PrimaryKey, enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: itemVersionsKey(collection, item),
    queryFn: () => client.readItemVersions(collection, item),
    enabled,
  });
}
