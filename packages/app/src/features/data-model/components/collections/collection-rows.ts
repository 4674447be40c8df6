import type { Collection } from '../../../../lib/schema/types.js';

export interface CollectionRow {
  collection: Collection;
  /** A folder groups others and has no table. */
  isFolder: boolean;
  depth: number;
  /** The group it is listed under (null at the top level). */
  parent: string | null;
}

export interface RowFilter {
  showHidden: boolean;
  showSystem: boolean;
}

export const isSystemCollection = (name: string) => name.startsWith('directus_');

function order(a: Collection, b: Collection): number {
  return (a.meta?.sort ?? Number.MAX_SAFE_INTEGER) - (b.meta?.sort ?? Number.MAX_SAFE_INTEGER) || a.collection.localeCompare(b.collection);
}

/**
 * The data model's list as rows in display order: user collections nested under their
 * `meta.group` (ordered by `meta.sort`, then name), hidden ones and system ones only when asked.
 * A group that is missing (or shown nowhere) puts its members at the top level; `seen` guards
 * against cycles in bad metadata.
 */
export function collectionRows(collections: readonly Collection[], filter: RowFilter): CollectionRow[] {
  const user = collections
    .filter((entry) => !isSystemCollection(entry.collection) && (filter.showHidden || !entry.meta?.hidden))
    .sort(order);
  const names = new Set(user.map((entry) => entry.collection));
  const rows: CollectionRow[] = [];
  const add = (parent: string | null, depth: number, seen: ReadonlySet<string>) => {
    for (const entry of user) {
      const group = entry.meta?.group && names.has(entry.meta.group) ? entry.meta.group : null;
      if (group !== parent || seen.has(entry.collection)) continue;
      rows.push({ collection: entry, isFolder: entry.schema === null, depth, parent });
      add(entry.collection, depth + 1, new Set(seen).add(entry.collection));
    }
  };
  add(null, 0, new Set());
  if (filter.showSystem) {
    const system = collections
      .filter((entry) => isSystemCollection(entry.collection))
      .sort((a, b) => a.collection.localeCompare(b.collection));
    rows.push(...system.map((entry) => ({ collection: entry, isFolder: false, depth: 0, parent: null })));
  }
  return rows;
}

/**
 * The batch that moves `moved` to the place of `target` among its siblings (same parent): the
 * siblings' `sort` renumbered 1…n, only the ones that change sent.
 */
export function reorderBatch(
  rows: readonly CollectionRow[],
  moved: string,
  target: string,
): { collection: string; meta: { sort: number; group: string | null } }[] {
  const from = rows.find((row) => row.collection.collection === moved);
  const to = rows.find((row) => row.collection.collection === target);
  if (!from || !to || from === to || isSystemCollection(moved)) return [];
  const parent = to.parent;
  // A folder never moves into itself or one of its own sub-folders.
  for (let ancestor = parent; ancestor !== null; ancestor = rows.find((row) => row.collection.collection === ancestor)?.parent ?? null) {
    if (ancestor === moved) return [];
  }
  const siblings = rows.filter((row) => row.parent === parent && row.depth === to.depth && !isSystemCollection(row.collection.collection));
  const names = siblings.map((row) => row.collection.collection).filter((name) => name !== moved);
  const index = names.indexOf(target);
  const fromIndex = siblings.findIndex((row) => row.collection.collection === moved);
  const toIndex = siblings.findIndex((row) => row.collection.collection === target);
  // Moving down puts it after the target, moving up (or in from another group) before it.
  names.splice(fromIndex !== -1 && fromIndex < toIndex ? index + 1 : index, 0, moved);
  return names
    .map((name, position) => ({ name, sort: position + 1 }))
    .filter(({ name, sort }) => {
      const row = siblings.find((entry) => entry.collection.collection === name) ?? from;
      return name === moved ? row.collection.meta?.sort !== sort || from.parent !== parent : row.collection.meta?.sort !== sort;
    })
    .map(({ name, sort }) => ({ collection: name, meta: { sort, group: parent } }));
}
