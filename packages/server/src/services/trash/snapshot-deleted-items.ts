import type { CollectionOverview, RelationOverview } from '../../schema/schema-overview.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { readItems, readItemsByKeys } from '../items/read-items.js';
import { asServer, CONCEALED, TRASH_LINKS_KEY, type TrashLink } from './trash-copy.js';

/**
 * The restorable copies of items about to be deleted, in `keys` order: every column as readItem
 * answers it (secrets masked, as in every revision), plus under TRASH_LINKS_KEY the rows of every
 * relation pointing at the item. One read for the items and one per such relation, whatever the
 * number of items.
 */
export async function snapshotDeletedItems(
  ctx: OperationContext,
  collection: CollectionOverview,
  keys: readonly PrimaryKey[],
): Promise<Array<Record<string, unknown>>> {
  const server = asServer(ctx);
  const columns = Object.values(collection.fields).filter((field) => !field.alias);
  const rows = await readItemsByKeys(server, collection.collection, keys, { fields: columns.map((field) => field.field) });
  const links = await linksOf(server, collection, keys);
  return rows.map((row) => {
    const copy: Record<string, unknown> = Object.create(null);
    for (const field of columns) {
      const value = row[field.field];
      const isSecret = field.type === 'hash' || field.special.includes('hash') || field.special.includes('conceal');
      copy[field.field] = isSecret && value !== null && value !== undefined ? CONCEALED : (value ?? null);
    }
    copy[TRASH_LINKS_KEY] = links.get(String(row[collection.primary])) ?? [];
    return copy;
  });
}

/** Per deleted key, the rows of other (or the same) collections whose foreign key points at it. */
async function linksOf(
  server: OperationContext,
  collection: CollectionOverview,
  keys: readonly PrimaryKey[],
): Promise<Map<string, TrashLink[]>> {
  const byKey = new Map<string, TrashLink[]>();
  for (const relation of pointingAt(server, collection)) {
    const child = server.schema.collections[relation.collection]!;
    const { data } = await readItems(server, child.collection, {
      fields: [child.primary, relation.field],
      filter: { [relation.field]: { _in: [...keys] } },
      limit: -1,
    });
    for (const row of data) {
      const parent = String(row[relation.field]);
      const list = byKey.get(parent) ?? [];
      let link = list.find((entry) => entry.collection === child.collection && entry.field === relation.field);
      if (!link) list.push((link = { collection: child.collection, field: relation.field, keys: [] }));
      link.keys.push(row[child.primary] as PrimaryKey);
      byKey.set(parent, list);
    }
  }
  return byKey;
}

/** Many-to-one relations whose target is `collection` (the other side of its one-to-many fields and junctions). */
function pointingAt(ctx: OperationContext, collection: CollectionOverview): RelationOverview[] {
  return ctx.schema.relations.filter((relation) => {
    const child = ctx.schema.collections[relation.collection];
    return relation.related_collection === collection.collection && child?.hasTable === true && !!child.fields[relation.field];
  });
}
