import type { Filter } from '../../query/query.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { writableItemsFilter } from '../../permissions/writable-items-filter.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItems } from '../items/read-items.js';
import { itemRuleCheck } from './guard-writes.js';

/**
 * The fields the caller's read (or update) rule decides per row (overlapping rows with different
 * fields) that are hidden (not writable) on one item: no row allowing them admits it. For answers
 * built beside the item's own read, such as a content version's changes laid over it, which must
 * hide what the read hides, or the fields `/permissions/me/:collection/:pk` offers to update.
 * One query per set of rows deciding fields; none in the common case. Without a key (the item
 * could not be named) every such field counts as hidden.
 */
export async function hiddenFieldsOnItem(
  op: OperationContext,
  collection: CollectionOverview,
  key: unknown,
  action: 'read' | 'update' = 'read',
): Promise<Set<string>> {
  const hidden = new Set<string>();
  const partial = op.permissions?.rule(collection.collection, action)?.partial;
  if (!op.permissions || !partial) return hidden;
  const groups = new Map<string, string[]>();
  for (const [field, rows] of partial.fields) groups.set(rows.join(','), [...(groups.get(rows.join(',')) ?? []), field]);
  for (const fields of groups.values()) {
    const perField = writableItemsFilter(partial, fields);
    let isAdmitted = false;
    if (key !== undefined && key !== null) {
      const check = { ...op, permissions: itemRuleCheck(op.permissions, collection.collection, action, perField) };
      const filter = { [collection.primary]: { _eq: key as string | number } } as Filter;
      isAdmitted = (await readItems(check, collection.collection, { fields: [collection.primary], filter, limit: 1 })).data.length > 0;
    }
    if (!isAdmitted) for (const field of fields) hidden.add(field);
  }
  return hidden;
}
