import { PassThrough } from 'node:stream';
import { isAppError } from '../../errors/app-error.js';
import { internalError, serviceUnavailable } from '../../errors/error-helpers.js';
import type { Query } from '../../query/query.js';
import type { PrimaryKey } from '../items/primary-key.js';
import type { OperationContext } from '../items/operation-context.js';
import { uploadFile, type FilesContext } from '../files/upload-file.js';
import { exportFileOptions } from './export-file-options.js';
import { exportFilename } from './export-filename.js';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from './export-format.js';
import { exportItems } from './export-items.js';
import { notifyExport } from './notify-export.js';

export interface ExportJob {
  collection: string;
  query: Query;
  format: ExportFormat;
  /** Fields of the new file row (`folder`, `title`, `storage`, …), under the caller's rules. */
  file: Readonly<Record<string, unknown>>;
  signal?: AbortSignal;
}

/**
 * `POST /utils/export`'s work, after the answer: the items go, streamed, into a new file of the
 * files library (stored and created as the caller, as an upload is: `<collection> <date>.<ext>`,
 * its type, size and uploader), then the caller is notified with a link to it. On failure nothing
 * is kept (the stored object and the row come and go together) and the notification says why.
 * Never rejects: the outcome is the notification (and the log). Answers the new file's key, or null.
 */
export async function exportToFile(files: FilesContext, op: OperationContext, job: ExportJob): Promise<PrimaryKey | null> {
  const { collection } = job;
  try {
    const { key, rows, filename } = await writeExportFile(files, op, job);
    await notifyExport(op, {
      subject: `Your export of ${collection} is ready`,
      message: `Your export of ${collection} is ready: ${rows} ${rows === 1 ? 'item' : 'items'} in "${filename}".`,
      file: key,
    }).catch((error: unknown) => files.logger.error({ err: error, collection }, 'could not notify the user of a finished export'));
    return key;
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) files.logger.error({ err: error, collection }, 'an export failed');
    const reason = isAppError(error) ? error.message : 'An unexpected error stopped it; the server log has the details.';
    await notifyExport(op, {
      subject: `Your export of ${collection} failed`,
      message: `Your export of ${collection} failed. ${reason}`,
    }).catch((cause: unknown) => files.logger.error({ err: cause, collection }, 'could not notify the user of a failed export'));
    return null;
  }
}

async function writeExportFile(files: FilesContext, op: OperationContext, job: ExportJob) {
  const content = new PassThrough();
  const filename = exportFilename(job.collection, job.format, new Date());
  const upload = uploadFile(files, op, {
    content,
    filename,
    contentType: EXPORT_CONTENT_TYPES[job.format],
    fields: job.file,
    sourceErrorToAppError: (error) => (isAppError(error) ? error : internalError(error)),
  });
  // Storage failing first must stop the reads too, not leave them waiting for a reader that is gone;
  // the caller then hears of the storage, not of the write it broke off.
  let storageFailedFirst = false;
  let readFailed = false;
  upload.catch(() => {
    storageFailedFirst = !readFailed;
    content.destroy();
  });
  const options = { file: exportFileOptions(files.config), signal: job.signal };
  const exported = exportItems(op, job.collection, job.query, job.format, content, options).catch((error: unknown) => {
    readFailed = true;
    throw error;
  });
  const [read, stored] = await Promise.allSettled([exported, upload]);
  if (stored.status === 'rejected' && (storageFailedFirst || read.status === 'fulfilled')) {
    throw isAppError(stored.reason) ? stored.reason : serviceUnavailable('storage', 'The export file could not be stored');
  }
  if (read.status === 'rejected') throw read.reason;
  if (stored.status === 'rejected') throw stored.reason;
  return { key: stored.value, rows: read.value.rows, filename };
}
