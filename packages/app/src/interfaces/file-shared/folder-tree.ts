/** A row of `directus_folders` as the pickers read it. */
export interface FolderRow {
  id: string;
  name: string;
  parent: string | null;
}

export interface FolderOption {
  id: string;
  name: string;
  depth: number;
}

/** Hard stop for a parent chain that loops back on itself (bad data must not hang the page). */
const MAX_DEPTH = 32;

/**
 * Folders in tree order (each followed by its subfolders, by name), with their depth, for a
 * flat `<select>`. A folder whose parent is missing is shown at the top level.
 */
export function folderOptions(folders: readonly FolderRow[]): FolderOption[] {
  const ids = new Set(folders.map((folder) => folder.id));
  const children = new Map<string | null, FolderRow[]>();
  for (const folder of folders) {
    const parent = folder.parent !== null && ids.has(folder.parent) ? folder.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const result: FolderOption[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    if (depth > MAX_DEPTH) return;
    const rows = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const folder of rows) {
      if (seen.has(folder.id)) continue;
      seen.add(folder.id);
      result.push({ id: folder.id, name: folder.name, depth });
      visit(folder.id, depth + 1);
    }
  };
  visit(null, 0);
  return result;
}
