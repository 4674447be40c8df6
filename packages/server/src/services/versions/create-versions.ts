import { forbiddenOrMissing, invalidPayload, unprocessableContent } from '../../errors/error-helpers.js';
import type { Access } from '../../permissions/access.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { readItem, readItems } from '../items/read-items.js';
import { createWithCreator } from '../system-items/create-with-creator.js';
import { RESERVED_VERSION_KEY } from './check-version-payload.js';
import { hashItem } from './hash-item.js';

const createRows = createWithCreator('directus_versions');

/**
 * `POST /versions`: content versions of items, as the reference's VersionsService checks them: a
 * key other than `main`, a collection with versioning on (422 otherwise), an item the caller may
 * read (403 otherwise), and no other version with the same key on the item (422). The version
 * keeps the hash of its main item as the caller reads it, so compare can tell when it is outdated.
 */
export async function createVersions(op: OperationContext, access: Access, payloads: unknown[]): Promise<PrimaryKey[]> {
  const taken = new Set<string>();
  const rows: Record<string, unknown>[] = [];
  for (const payload of payloads) {
    if (!isPlainObject(payload)) throw invalidPayload('Each version has to be an object');
    const { key, collection, item } = payload;
    if (typeof key !== 'string' || key === '') throw invalidPayload('"key" is required');
    if (key === RESERVED_VERSION_KEY) throw invalidPayload(`"${RESERVED_VERSION_KEY}" is a reserved version key`);
    if (typeof collection !== 'string' || collection === '') throw invalidPayload('"collection" is required');
    if ((typeof item !== 'string' && typeof item !== 'number') || item === '') throw invalidPayload('"item" is required');
    const overview = op.schema.collections[collection];
    if (!overview?.hasTable) throw forbiddenOrMissing();
    if (overview.meta?.versioning !== true) throw unprocessableContent(`Content Versioning is not enabled for collection "${collection}"`);
    // Throws FORBIDDEN when the item is missing or hidden from the caller.
    const main = await readItem(op, collection, item);
    const combination = JSON.stringify([collection, String(item), key]);
    if (taken.has(combination) || (await versionExists(op, collection, String(item), key))) {
      throw unprocessableContent(`Version "${key}" already exists for item "${item}" in collection "${collection}"`);
    }
    taken.add(combination);
    rows.push({ ...payload, item: String(item), hash: hashItem(main) });
  }
  return createRows(op, access, rows);
}

async function versionExists(op: OperationContext, collection: string, item: string, key: string): Promise<boolean> {
  // Every version counts, also those the caller cannot see: keys are unique per item.
  const { permissions: _rules, events: _events, ...system } = op;
  const { data } = await readItems(system, 'directus_versions', {
    fields: ['id'],
    filter: { _and: [{ collection: { _eq: collection } }, { item: { _eq: item } }, { key: { _eq: key } }] },
    limit: 1,
  });
  return data.length > 0;
}
