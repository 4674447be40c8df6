import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../app-context.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { deleteItems } from '../items/delete-items.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItem } from '../items/read-items.js';

const EXTENSIONS = 'directus_extensions';

/**
 * `DELETE /extensions/:pk`: uninstalls an extension installed from the registry (its folder under
 * `EXTENSIONS_PATH/.registry` and its rows). Any other, as in the reference, is refused with
 * INVALID_PAYLOAD: local and npm extensions are removed from disk or package.json by the operator.
 */
export async function deleteExtension(ctx: AppContext, op: OperationContext, key: string): Promise<void> {
  const row = await readItem(op, EXTENSIONS, key);
  if (row.source !== 'registry' || row.bundle)
    throw invalidPayload('Cannot uninstall extensions that were not installed from the marketplace registry');
  const folder = String(row.folder);
  await deleteItems(op, EXTENSIONS, [key]);
  await ctx.db(EXTENSIONS).where('bundle', key).delete();
  // The folder name is a row value: only a plain name inside .registry is removed.
  const registryDir = join(ctx.extensions.extensionsPath, '.registry');
  if (folder !== '' && folder !== '.' && folder !== '..' && !/[\\/\0]/.test(folder))
    await rm(join(registryDir, folder), { recursive: true, force: true });
  await ctx.extensions.changed();
}
