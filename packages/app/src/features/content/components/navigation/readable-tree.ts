import type { Permissions } from '../../../../lib/permissions/permissions.js';
import type { Collection } from '../../../../lib/schema/types.js';
import { buildCollectionTree } from './collection-tree.js';
import type { TreeNode } from './collection-tree.js';

function dropEmptyFolders(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => {
    const children = dropEmptyFolders(node.children);
    return node.isFolder && children.length === 0 ? [] : [{ ...node, children }];
  });
}

/**
 * The navigation as the user may use it: collections they may not read are left out, and so are
 * folders that leaves empty. An admin sees the whole tree, empty folders included, as before.
 */
export function readableCollectionTree(collections: readonly Collection[], permissions: Permissions): TreeNode[] {
  if (permissions.isAdmin) return buildCollectionTree(collections);
  const readable = collections.filter((entry) => entry.schema === null || permissions.can(entry.collection, 'read'));
  return dropEmptyFolders(buildCollectionTree(readable));
}
