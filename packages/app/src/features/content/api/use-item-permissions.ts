import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';
import { itemsKey } from './query-keys.js';

/**
 * `GET /permissions/me/:collection/:key` (no key for a singleton): whether the user may update or
 * delete this very item. Cached with the collection's items, so a save or delete asks again.
 */
export function useItemPermissions(collection: string, key: PrimaryKey | null, enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: [...itemsKey(collection), 'permissions', key],
    queryFn: () => client.readItemPermissions(collection, key ?? undefined),
    enabled,
  });
}
