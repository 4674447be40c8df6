import type { AppClient } from '../../../lib/app-client.js';
import type { FolderRecord } from '../../../lib/files/types.js';

/**
 * Deletes a folder as the reference app does: its files and its subfolders first move up to its
 * parent (the server would otherwise leave the files in no folder and refuse to drop a parent).
 */
export async function deleteFolderKeepingContents(client: AppClient, folder: FolderRecord): Promise<void> {
  const files = await client.readItems('directus_files', { fields: ['id'], filter: { folder: { _eq: folder.id } }, limit: -1 });
  const fileIds = files.data.map((row) => String(row.id));
  if (fileIds.length > 0) await client.updateFiles(fileIds, { folder: folder.parent });
  const children = await client.readItems('directus_folders', { fields: ['id'], filter: { parent: { _eq: folder.id } }, limit: -1 });
  for (const child of children.data) await client.updateFolder(String(child.id), { parent: folder.parent });
  await client.deleteFolder(folder.id);
}
