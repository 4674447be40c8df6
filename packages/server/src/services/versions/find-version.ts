import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItem } from '../items/read-items.js';

const VERSIONS = 'directus_versions';

/** A content version as the operations on it need it. */
export interface ContentVersion {
  id: string;
  key: string;
  /** The versioned collection; it still exists (else the version is treated as missing). */
  collection: CollectionOverview;
  /** The main item's key as stored (a string). */
  item: string;
  hash: string | null;
}

/**
 * `/versions/:pk/…`: the version the caller may read (FORBIDDEN when it is missing, hidden or
 * its collection is gone). Its columns are then read as the server, so field rules on
 * `directus_versions` cannot hide what the operation needs.
 */
export async function findVersion(op: OperationContext, id: unknown): Promise<ContentVersion> {
  await readItem(op, VERSIONS, id, { fields: ['id'] });
  const { permissions: _rules, events: _events, ...system } = op;
  const row = await readItem(system, VERSIONS, id, { fields: ['id', 'key', 'collection', 'item', 'hash'] });
  const collection = op.schema.collections[String(row.collection)];
  if (!collection?.hasTable) throw forbiddenOrMissing();
  return {
    id: String(row.id),
    key: String(row.key),
    collection,
    item: String(row.item),
    hash: row.hash === null || row.hash === undefined ? null : String(row.hash),
  };
}
