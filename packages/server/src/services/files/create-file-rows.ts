import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { createItems } from '../items/create-items.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { inTransaction } from '../items/transaction.js';
import { updateItems } from '../items/update-items.js';
import { clientFields, defaultFolder, FILES } from './file-row-fields.js';
import { storageLocation, type FilesContext } from './upload-file.js';

/**
 * `POST /files` with JSON: rows without content (an external file described by its fields). The
 * caller's rules apply to what they sent; the server stamps who created them and when, and files
 * them in the default folder when no folder was named.
 */
export async function createFileRows(files: FilesContext, op: OperationContext, payloads: readonly unknown[]): Promise<PrimaryKey[]> {
  const rows = payloads.map((payload) => {
    if (!isPlainObject(payload)) throw invalidPayload('Each file has to be an object');
    const fields = clientFields(payload);
    return { ...fields, storage: storageLocation(files, fields.storage) };
  });
  const folder = await defaultFolder(files.db);
  const now = new Date().toISOString();
  const user = op.accountability?.user ?? null;
  const keys = await inTransaction(op, async (tx) => {
    const created = await createItems(tx, FILES, rows);
    const { permissions: _rules, events: _events, ...system } = tx;
    for (const [index, key] of created.entries()) {
      const stamp: Record<string, unknown> = { uploaded_by: user, uploaded_on: now, modified_by: user, modified_on: now };
      if (!('folder' in rows[index]!)) stamp.folder = folder;
      await updateItems(system, FILES, [key], stamp, { stamp: true });
    }
    return created;
  });
  return keys;
}
