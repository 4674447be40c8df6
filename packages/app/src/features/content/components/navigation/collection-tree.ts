import type { Collection } from '../../../../lib/schema/types.js';

export interface TreeNode {
  collection: Collection;
  /** Folders (collections without a table) only group others. */
  isFolder: boolean;
  children: TreeNode[];
}

function order(a: Collection, b: Collection): number {
  return (a.meta?.sort ?? Number.MAX_SAFE_INTEGER) - (b.meta?.sort ?? Number.MAX_SAFE_INTEGER) || a.collection.localeCompare(b.collection);
}

/**
 * The content navigation: user collections (no `directus_*`, no hidden ones, none without metadata) nested by
 * `meta.group`, ordered by `meta.sort` then name. A collection whose group is missing or hidden
 * shows at the top level.
 */
export function buildCollectionTree(collections: readonly Collection[]): TreeNode[] {
  // A table without metadata (`meta: null`, e.g. an extension's own table) is not content, as in the reference's app.
  const visible = collections
    .filter((entry) => !entry.collection.startsWith('directus_') && entry.meta !== null && !entry.meta?.hidden)
    .sort(order);
  const names = new Set(visible.map((entry) => entry.collection));
  const childrenOf = (parent: string | null, seen: Set<string>): TreeNode[] =>
    visible
      .filter((entry) => {
        const group = entry.meta?.group && names.has(entry.meta.group) ? entry.meta.group : null;
        return group === parent && !seen.has(entry.collection);
      })
      .map((entry) => {
        // `seen` guards against a group cycle in bad metadata.
        const path = new Set(seen).add(entry.collection);
        return { collection: entry, isFolder: entry.schema === null, children: childrenOf(entry.collection, path) };
      });
  return childrenOf(null, new Set());
}
