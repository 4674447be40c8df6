import { dialectOf } from '../../db/dialects/dialect-of.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import { isUuid } from '../../utils/is-uuid.js';
import { deleteItems } from '../items/delete-items.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { FILES } from './file-row-fields.js';
import { removeStoredObjects } from './remove-stored-objects.js';
import type { FilesContext } from './upload-file.js';

type StoredRow = { id: string; storage: string | null; filename_disk: string | null };

/**
 * Deletes file rows under the caller's rules (all or nothing, as any delete), then, once that has
 * committed, their stored objects and derived images.
 */
export async function deleteFiles(files: FilesContext, op: OperationContext, keys: readonly unknown[]): Promise<PrimaryKey[]> {
  const wanted = keys.filter((key): key is string => typeof key === 'string' && isUuid(key));
  // Where each object lives is read before the rows go; the caller's rules are checked by the delete itself.
  const rows: StoredRow[] = [];
  for (const run of parameterChunks(dialectOf(files.db), wanted)) {
    for (const row of (await files.db(FILES).whereIn('id', run).select('id', 'storage', 'filename_disk')) as StoredRow[]) rows.push(row);
  }
  const deleted = await deleteItems(op, FILES, keys);
  const gone = new Set(deleted.map(String));
  await Promise.all(rows.filter((row) => gone.has(String(row.id))).map((row) => removeStoredObjects(files, row)));
  return deleted;
}
