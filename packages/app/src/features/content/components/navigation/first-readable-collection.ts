import type { TreeNode } from './collection-tree.js';

/**
 * The collection `/content` opens: the first one with a table in the navigation's order (folders
 * only group, so we look inside them, depth first). Null when the user may read none.
 */
export function firstReadableCollection(tree: readonly TreeNode[]): string | null {
  for (const node of tree) {
    if (!node.isFolder) return node.collection.collection;
    const inside = firstReadableCollection(node.children);
    if (inside) return inside;
  }
  return null;
}
