import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../../../lib/client-context.js';
import type { AppClient } from '../../../../../lib/app-client.js';
import type { Field, Item, PrimaryKey } from '../../../../../lib/schema/types.js';
import type { Activity } from '../../../../../lib/schema/system-types.js';
import { itemsKey } from '../../../api/query-keys.js';
import { itemStamps, needsActivity, stampFields } from './item-stamps.js';
import type { StampFields } from './item-stamps.js';
import { userFields } from './user-name.js';

async function readStampValues(client: AppClient, collection: string, key: PrimaryKey, found: StampFields): Promise<Item> {
  const plain = [found.userCreated, found.dateCreated, found.userUpdated, found.dateUpdated].filter((field): field is string =>
    Boolean(field),
  );
  if (plain.length === 0) return {};
  const users = [found.userCreated, found.userUpdated].filter((field): field is string => Boolean(field));
  try {
    return await client.readItem(collection, key, {
      fields: [...plain, ...users.flatMap(userFields)],
    });
  } catch {
    // A role that may not read users still sees the ids.
    return client.readItem(collection, key, { fields: plain });
  }
}

async function lastActivity(
  client: AppClient,
  collection: string,
  key: PrimaryKey,
  action: string,
  sort: string,
): Promise<Activity | null> {
  const filter = {
    _and: [{ collection: { _eq: collection } }, { item: { _eq: String(key) } }, { action: { _eq: action } }],
  };
  // Activity the role may not read leaves the stamp unknown rather than failing the sidebar.
  const found = await client
    .readActivities({
      filter,
      sort: [sort],
      limit: 1,
      fields: ['id', 'action', 'timestamp', ...userFields('user')],
    })
    .catch(() => []);
  return found[0] ?? null;
}

/** Who created and last updated the item, and when (see {@link itemStamps}). */
export function useItemStamps(collection: string, key: PrimaryKey, fields: readonly Field[]) {
  const client = useClient();
  const found = stampFields(fields);
  return useQuery({
    queryKey: [...itemsKey(collection), 'stamps', key, found],
    queryFn: async () => {
      const fromActivity = needsActivity(found);
      const [values, created, updated] = await Promise.all([
        readStampValues(client, collection, key, found),
        fromActivity ? lastActivity(client, collection, key, 'create', 'timestamp') : null,
        fromActivity ? lastActivity(client, collection, key, 'update', '-timestamp') : null,
      ]);
      return itemStamps(found, values, created, updated);
    },
  });
}
