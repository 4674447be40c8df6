import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { checkWritableKeys, guardPayload } from '../permissions/guard-writes.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { inTransaction } from '../items/transaction.js';
import { updateItems } from '../items/update-items.js';
import { isUuid } from '../../utils/is-uuid.js';
import { charsetOf, clientFields, FILES } from './file-row-fields.js';
import { diskNameOf, downloadNameOf } from './file-names.js';
import { removeDerivedObjects } from './remove-stored-objects.js';
import { storeContent } from './store-content.js';
import { checkedType, type FilesContext, type UploadInput } from './upload-file.js';

type ExistingRow = { id: string; storage: string; filename_disk: string | null };

/**
 * `PATCH /files/:id` with a file: new bytes under the same stored name, the size, type and
 * metadata measured again, the derived images dropped. The caller's update rights on the row (and
 * on the fields sent) are checked before a byte is written; a refused or oversized upload leaves
 * the old content in place.
 */
export async function replaceFile(files: FilesContext, op: OperationContext, id: unknown, input: UploadInput): Promise<PrimaryKey> {
  if (!isUuid(id)) throw forbiddenOrMissing();
  const type = checkedType(files, input.contentType);
  const fields = clientFields(input.fields);
  delete fields.storage; // moving a file between locations is not a replace
  const changed: Record<string, unknown> = { ...fields, type };
  if (input.filename && !('filename_download' in fields)) changed.filename_download = downloadNameOf(input.filename);
  const overview = op.schema.collections[FILES]!;
  guardPayload(op, overview, 'update', changed);
  const existing = (await files.db(FILES).where('id', id).first('id', 'storage', 'filename_disk')) as ExistingRow | undefined;
  if (!existing) throw forbiddenOrMissing();
  await checkWritableKeys(op, overview, 'update', [id], Object.keys(changed));
  if (!files.storage.has(existing.storage)) throw forbiddenOrMissing();
  const driver = files.storage.driver(existing.storage);
  const key = existing.filename_disk ?? diskNameOf(id, input.filename);
  const stored = await storeContent(files.config, driver, key, input.content, type);
  const measured = {
    filename_disk: key,
    filesize: stored.size,
    width: stored.image.width ?? null,
    height: stored.image.height ?? null,
    metadata: stored.image.metadata ?? null,
    charset: charsetOf(input.contentType ?? ''),
    modified_by: op.accountability?.user ?? null,
    modified_on: new Date().toISOString(),
  };
  // A replace announces itself as `files.upload` (below), not as the row's `files.update`, as in the reference.
  const { events: _quiet, ...caller } = op;
  await inTransaction(caller, async (tx) => {
    await updateItems(tx, FILES, [id], changed, { single: true });
    const { permissions: _rules, events: _events, ...system } = tx;
    await updateItems(system, FILES, [id], measured, { stamp: true });
  });
  await removeDerivedObjects(driver, id).catch((error: unknown) =>
    files.logger.error({ err: error, file: id }, 'could not remove the derived images of a replaced file'),
  );
  files.events.emitAction('files.upload', { payload: { ...changed, ...measured }, key: id, collection: FILES });
  return id;
}
