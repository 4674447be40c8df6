import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { readItems } from '../items/read-items.js';
import { parseDeletedCopy, type DeletedCopy } from './parse-deleted-copy.js';
import { asServer } from './trash-copy.js';

/** The latest copy a delete of `key` kept (the revision of its delete activity), or null when none was kept. */
export async function findDeletedCopy(ctx: OperationContext, collection: CollectionOverview, key: PrimaryKey): Promise<DeletedCopy | null> {
  const { data } = await readItems(asServer(ctx), 'directus_revisions', {
    fields: ['id', 'data', 'delta'],
    filter: {
      _and: [
        { collection: { _eq: collection.collection } },
        { item: { _eq: String(key) } },
        { data: { _nnull: true } },
        { activity: { action: { _eq: 'delete' } } },
      ],
    },
    sort: ['-id'],
    limit: 1,
  });
  return data[0] ? parseDeletedCopy(data[0]) : null;
}
