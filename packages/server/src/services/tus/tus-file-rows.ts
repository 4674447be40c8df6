import type { Knex } from 'knex';
import { diskNameOf, downloadNameOf, titleOf } from '../files/file-names.js';
import { FILES, mediaTypeOf } from '../files/file-row-fields.js';
import type { ImageMetadata } from '../files/read-image-metadata.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isUuid } from '../../utils/is-uuid.js';
import { createItems } from '../items/create-items.js';
import { deleteItems } from '../items/delete-items.js';
import type { OperationContext } from '../items/operation-context.js';
import { inTransaction } from '../items/transaction.js';
import { updateItems } from '../items/update-items.js';

/** What a tus client may say about its file in `Upload-Metadata`; anything else is the server's or ignored. */
export interface TusFileFields {
  filename_download: string;
  type: string;
  title: string;
  folder?: string | null;
  description?: string;
}

/** A file row of an upload still under way, as the tus routes need it. */
export interface TusFileRow {
  id: string;
  tus_id: string;
  filename_disk: string;
  type: string | null;
  uploaded_by: string | null;
  modified_on: unknown;
}

const ROW_FIELDS = ['id', 'tus_id', 'filename_disk', 'type', 'uploaded_by', 'modified_on'];

/**
 * The client's `Upload-Metadata` as file fields (the reference's names: `filename_download`,
 * `type`, `title`, `folder`); a missing name is refused as the reference refuses it, and a given
 * one is cleaned as a multipart upload's file name is (downloadNameOf).
 */
export function tusFileFields(metadata: Readonly<Record<string, string | null>> | undefined): TusFileFields {
  const read = (name: string) => (metadata && Object.hasOwn(metadata, name) ? (metadata[name] ?? undefined) : undefined);
  const sent = read('filename_download');
  if (!sent || sent.length > 255) throw invalidPayload('"filename_download" is required in Upload-Metadata (at most 255 characters)');
  // Cleaned as a multipart upload's name is: no path, no control characters (CR/LF would reach Content-Disposition).
  const filename = downloadNameOf(sent);
  const type = mediaTypeOf(read('type'));
  const folder = read('folder');
  if (folder !== undefined && folder !== '' && !isUuid(folder)) throw invalidPayload('"folder" has to be a folder id');
  const description = read('description');
  return {
    filename_download: filename,
    type,
    title: read('title') || titleOf(filename),
    ...(folder ? { folder } : {}),
    ...(description ? { description } : {}),
  };
}

/**
 * The row of a new upload, written when the upload is created: the client's fields under the
 * caller's rules (so a role that may not create files cannot start one), then what the server owns
 * (stored name, location, size, uploader, `tus_id`/`tus_data`) as the system, in one transaction.
 */
export async function createTusFileRow(
  op: OperationContext,
  upload: { tusId: string; size: number; location: string; folder: string | null },
  fields: TusFileFields,
): Promise<TusFileRow> {
  const user = op.accountability?.user ?? null;
  return inTransaction(op, async (tx) => {
    const clientRow = {
      ...fields,
      storage: upload.location,
      ...(fields.folder === undefined && upload.folder ? { folder: upload.folder } : {}),
    };
    const [key] = await createItems(tx, FILES, [clientRow]);
    const id = String(key);
    const filename_disk = diskNameOf(id, fields.filename_download);
    const now = new Date().toISOString();
    const { permissions: _rules, events: _events, ...system } = tx;
    await updateItems(
      system,
      FILES,
      [id],
      {
        filename_disk,
        storage: upload.location,
        type: fields.type,
        filesize: upload.size,
        tus_id: upload.tusId,
        tus_data: { size: upload.size, offset: 0, metadata: fields },
        uploaded_by: user,
        uploaded_on: now,
        modified_by: user,
        modified_on: now,
      },
      { stamp: true },
    );
    return { id, tus_id: upload.tusId, filename_disk, type: fields.type, uploaded_by: user, modified_on: now };
  });
}

/** The unfinished upload `tusId` of `user` in `location`; null for anyone else's (a forged id finds nothing). */
export async function findTusFileRow(db: Knex, tusId: string, location: string, user: string | null): Promise<TusFileRow | null> {
  if (!user) return null;
  const row = (await db(FILES).where({ tus_id: tusId, storage: location, uploaded_by: user }).first(ROW_FIELDS)) as TusFileRow | undefined;
  return row ?? null;
}

/** The unfinished upload `tusId`, whoever started it (the server completing or expiring it). */
export async function tusFileRow(db: Knex, tusId: string): Promise<TusFileRow | null> {
  const row = (await db(FILES).where({ tus_id: tusId }).first(ROW_FIELDS)) as TusFileRow | undefined;
  return row ?? null;
}

/** The upload is complete and stored: what was measured (size, image dimensions and metadata), and no more `tus_id`/`tus_data`. */
export async function completeTusFileRow(system: OperationContext, id: string, size: number, image: ImageMetadata = {}): Promise<void> {
  await updateItems(system, FILES, [id], {
    filesize: size,
    width: image.width ?? null,
    height: image.height ?? null,
    metadata: image.metadata ?? null,
    tus_id: null,
    tus_data: null,
    modified_on: new Date().toISOString(),
  });
}

/** An upload given up (terminated or failed): its row goes too. */
export async function removeTusFileRow(system: OperationContext, id: string): Promise<void> {
  await deleteItems(system, FILES, [id]);
}
