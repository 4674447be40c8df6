import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import type { AppError } from '../../errors/app-error.js';
import { forbiddenOrMissing, invalidPayload } from '../../errors/error-helpers.js';
import { createItems } from '../items/create-items.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { inTransaction } from '../items/transaction.js';
import { updateItems } from '../items/update-items.js';
import { charsetOf, clientFields, defaultFolder, FILES, mediaTypeOf } from './file-row-fields.js';
import { diskNameOf, downloadNameOf, titleOf } from './file-names.js';
import { isMimeTypeAllowed } from './mime-allow-list.js';
import { storeContent } from './store-content.js';

/** One file of an upload: its bytes as they arrive, the client's name and type, and the fields sent before it. */
export interface UploadInput {
  content: Readable;
  filename: string | undefined;
  /** The part's Content-Type as sent (parameters such as `charset` included). */
  contentType: string | undefined;
  fields: Readonly<Record<string, unknown>>;
  /** How a failure of `content` itself is answered (an import's remote failing is not the client's fault). */
  sourceErrorToAppError?: (error: unknown) => AppError;
}

/** The server's context for file work: storage, configuration, the database for settings, events. */
export type FilesContext = Pick<AppContext, 'config' | 'db' | 'storage' | 'events' | 'logger'>;

/**
 * Stores one uploaded file and creates its `directus_files` row, as the caller: the fields the
 * client sent (with the storage, name and type the row needs) are created under the caller's rules,
 * then the server records what it measured. Nothing is written for a caller without create
 * permission; the stored object is removed again when the row cannot be created.
 */
export async function uploadFile(files: FilesContext, op: OperationContext, input: UploadInput): Promise<PrimaryKey> {
  assertMayCreateFiles(op);
  if (!input.filename) throw invalidPayload('File is missing filename');
  const type = checkedType(files, input.contentType);
  const fields = clientFields(input.fields);
  const location = storageLocation(files, fields.storage);
  const id = randomUUID();
  const key = diskNameOf(id, input.filename);
  const driver = files.storage.driver(location);
  const stored = await storeContent(files.config, driver, key, input.content, type, input.sourceErrorToAppError);
  const filenameDownload =
    typeof fields.filename_download === 'string' && fields.filename_download !== ''
      ? downloadNameOf(fields.filename_download)
      : downloadNameOf(input.filename);
  const created = { ...fields, id, storage: location, filename_download: filenameDownload, type };
  const now = new Date().toISOString();
  const user = op.accountability?.user ?? null;
  const measured: Record<string, unknown> = {
    filename_disk: key,
    filesize: stored.size,
    width: stored.image.width ?? null,
    height: stored.image.height ?? null,
    metadata: stored.image.metadata ?? null,
    charset: charsetOf(input.contentType ?? ''),
    uploaded_by: user,
    uploaded_on: now,
    modified_by: user,
    modified_on: now,
    ...defaults(fields, stored.image, filenameDownload),
  };
  if (!('folder' in fields)) measured.folder = await defaultFolder(files.db);
  try {
    // An upload announces itself as `files.upload` (below), not as the row's `files.create`, as in the reference.
    const { events: _quiet, ...caller } = op;
    await inTransaction(caller, async (tx) => {
      await createItems(tx, FILES, [created]);
      // What the server measured is its own write, not one the caller's field rules cover.
      const { permissions: _rules, events: _events, ...system } = tx;
      await updateItems(system, FILES, [id], measured, { stamp: true });
    });
  } catch (error) {
    await driver.delete(key).catch((cause: unknown) => files.logger.error({ err: cause, key }, 'could not remove a refused upload'));
    throw error;
  }
  files.events.emitAction('files.upload', { payload: { ...created, ...measured }, key: id, collection: FILES });
  return id;
}

/** Refuses, before anything is stored or fetched, a caller with no create rule on `directus_files`. */
export function assertMayCreateFiles(op: OperationContext): void {
  if (op.permissions && !op.permissions.rule(FILES, 'create')) throw forbiddenOrMissing();
}

/** The part's media type, refused unless FILES_MIME_TYPE_ALLOW_LIST admits it (the reference's wording). */
export function checkedType(files: FilesContext, contentType: string | undefined): string {
  const type = mediaTypeOf(contentType);
  if (!isMimeTypeAllowed(type, files.config.FILES_MIME_TYPE_ALLOW_LIST)) throw invalidPayload('File is of invalid content type');
  return type;
}

/** The location a client named, or the default; one that is not configured is refused. */
export function storageLocation(files: FilesContext, requested: unknown): string {
  if (requested === undefined || requested === null || requested === '') return files.storage.defaultLocation;
  if (typeof requested !== 'string' || !files.storage.has(requested))
    throw invalidPayload(`"storage" must be one of ${files.storage.names().join(', ')}`, { field: 'storage' });
  return requested;
}

/** Title from the name (or the image's IPTC headline), description and tags from IPTC, where the client gave none. */
function defaults(
  fields: Record<string, unknown>,
  image: { title?: string; description?: string; tags?: string[] },
  filename: string,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (!('title' in fields)) result.title = image.title?.slice(0, 255) ?? titleOf(filename);
  if (!('description' in fields) && image.description) result.description = image.description;
  if (!('tags' in fields) && image.tags && image.tags.length > 0) result.tags = image.tags;
  return result;
}
