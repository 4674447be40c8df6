import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { ItemWriters } from '../items/item-writers.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { readItemsByKeys } from '../items/read-items.js';
import type { SkippedValue } from './restorable-payload.js';
import { asServer, type TrashLink } from './trash-copy.js';

/**
 * Points the rows that pointed at a deleted item back at it once it is restored: those whose key
 * is now empty (the foreign key's SET NULL) are updated, in one update per relation, under the
 * caller's update rules. Rows that are gone or now point at another item are left alone and listed.
 */
export async function relinkChildren(
  writers: ItemWriters,
  ctx: OperationContext,
  parent: CollectionOverview,
  key: PrimaryKey,
  links: readonly TrashLink[],
): Promise<SkippedValue[]> {
  const skipped: SkippedValue[] = [];
  for (const link of links) {
    const child = ctx.schema.collections[link.collection];
    const stillPoints = ctx.schema.relations.some(
      (relation) =>
        relation.collection === link.collection && relation.field === link.field && relation.related_collection === parent.collection,
    );
    if (!child?.hasTable || !stillPoints) {
      skipped.push({ collection: link.collection, field: link.field, keys: link.keys, reason: 'field-removed' });
      continue;
    }
    const rows = await readItemsByKeys(asServer(ctx), child.collection, link.keys, { fields: [child.primary, link.field] });
    const found = new Map(rows.map((row) => [String(row[child.primary]), row[link.field]]));
    const missing = link.keys.filter((childKey) => !found.has(String(childKey)));
    const elsewhere = link.keys.filter((childKey) => {
      const value = found.get(String(childKey));
      return value !== undefined && value !== null && String(value) !== String(key);
    });
    const relink = link.keys.filter((childKey) => found.has(String(childKey)) && found.get(String(childKey)) === null);
    if (missing.length > 0) skipped.push({ collection: child.collection, field: link.field, keys: missing, reason: 'item-missing' });
    if (elsewhere.length > 0)
      skipped.push({ collection: child.collection, field: link.field, keys: elsewhere, reason: 'linked-elsewhere' });
    if (relink.length > 0) await writers.updateItems(ctx, child.collection, relink, { [link.field]: key });
  }
  return skipped;
}
