import type { StorageDriver } from '../../storage/storage-driver.js';
import type { FilesContext } from './upload-file.js';

/** Every derived image of file `id` (`<id>__<hash>.<ext>`, made by the asset transforms). */
export async function removeDerivedObjects(driver: StorageDriver, id: string): Promise<void> {
  const derived: string[] = [];
  for await (const key of driver.list(`${id}__`)) derived.push(key);
  await Promise.all(derived.map((key) => driver.delete(key)));
}

/**
 * Removes a deleted file's object and its derived images. Runs after the rows are gone for good:
 * a failure is logged (an orphan object costs disk, not correctness), never an error of the request.
 */
export async function removeStoredObjects(
  files: FilesContext,
  row: { id: string; storage: string | null; filename_disk: string | null },
): Promise<void> {
  try {
    if (!row.storage || !files.storage.has(row.storage)) return;
    const driver = files.storage.driver(row.storage);
    if (row.filename_disk) await driver.delete(row.filename_disk);
    await removeDerivedObjects(driver, row.id);
  } catch (error) {
    files.logger.error({ err: error, file: row.id }, 'could not remove the stored object of a deleted file');
  }
}
