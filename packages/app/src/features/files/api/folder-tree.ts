import type { FolderRecord } from '../../../lib/files/types.js';

export interface FolderNode {
  folder: FolderRecord;
  children: FolderNode[];
}

const byName = (a: FolderNode, b: FolderNode) => a.folder.name.localeCompare(b.folder.name);

/** Nests folders by `parent`, names sorted; a folder whose parent is missing (or a cycle) sits at the top. */
export function buildFolderTree(folders: readonly FolderRecord[]): FolderNode[] {
  const nodes = new Map(folders.map((folder) => [folder.id, { folder, children: [] as FolderNode[] }]));
  const roots: FolderNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.folder.parent === null ? undefined : nodes.get(node.folder.parent);
    if (parent && !isAncestor(folders, node.folder.id, parent.folder.id)) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: FolderNode[]) => {
    list.sort(byName);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** True when `ancestor` is `folder` itself or one of its parents (walks up, stopping at a cycle). */
export function isAncestor(folders: readonly FolderRecord[], ancestor: string, folder: string): boolean {
  const parents = new Map(folders.map((entry) => [entry.id, entry.parent]));
  const seen = new Set<string>();
  let current: string | null | undefined = folder;
  while (current && !seen.has(current)) {
    if (current === ancestor) return true;
    seen.add(current);
    current = parents.get(current);
  }
  return false;
}

/** The folders from the top down to `folder` (for breadcrumbs). */
export function folderPath(folders: readonly FolderRecord[], folder: string): FolderRecord[] {
  const byId = new Map(folders.map((entry) => [entry.id, entry]));
  const path: FolderRecord[] = [];
  let current = byId.get(folder);
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parent === null ? undefined : byId.get(current.parent);
  }
  return path;
}

/** Folders a folder may move into: none of its own subtree. */
export function moveTargets(folders: readonly FolderRecord[], moving: string): FolderRecord[] {
  return folders.filter((entry) => !isAncestor(folders, moving, entry.id));
}
