import type { Item } from '../../query/apply-query.js';
import type { Filter } from '../../query/query.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItems } from '../items/read-items.js';
import { hiddenFieldsOnItem } from '../permissions/hidden-fields-on-item.js';
import { mergeVersionIntoItem } from './merge-version-into-item.js';
import type { VersionParams } from './parse-version-params.js';
import { readVersionDelta, type VersionDelta } from './read-version-delta.js';

/**
 * `GET /items/:collection/:pk?version=<key>` (and a singleton's GET, `itemKey` undefined): the item
 * as read, with the changes of the caller-readable version of that key on that item merged in, or
 * with `versionRaw` laid over it as stored. As in the reference (v10), a key that names no such
 * version (`main` included: no version may take it) answers the item unchanged.
 */
export async function applyVersionToItem(
  op: OperationContext,
  collection: string,
  itemKey: string | undefined,
  item: Item,
  params: VersionParams,
): Promise<Item> {
  const filter: Filter[] = [
    { key: { _eq: params.key } },
    { collection: { _eq: collection } },
    ...(itemKey === undefined ? [] : [{ item: { _eq: itemKey } }]),
  ];
  const { data } = await readItems(op, 'directus_versions', { fields: ['id'], filter: { _and: filter }, sort: ['date_created'], limit: 1 });
  if (!data[0]) return item;
  const stored = await readVersionDelta(op, String(data[0].id));
  if (!stored) return item;
  // A field the caller's rules hide on this item (null in the read) stays hidden in the version too.
  const overview = op.schema.collections[collection]!;
  const hidden = await hiddenFieldsOnItem(op, overview, itemKey ?? item[overview.primary]);
  const delta = hidden.size === 0 ? stored : Object.fromEntries(Object.entries(stored).filter(([field]) => !hidden.has(field)));
  return params.raw ? overlayReadable(op, collection, item, delta) : mergeVersionIntoItem(op.schema, collection, item, delta);
}

/** The stored changes over the item, but only in fields the caller may read. */
function overlayReadable(op: OperationContext, collection: string, item: Item, delta: VersionDelta): Item {
  const rule = op.permissions?.rule(collection, 'read');
  const allowed = !op.permissions || (rule && (rule.allFields || rule.fields.includes('*'))) ? null : new Set(rule?.fields ?? []);
  const visible = Object.entries(delta).filter(([field]) => !allowed || allowed.has(field));
  return { ...item, ...Object.fromEntries(visible) };
}
