import { posix } from 'node:path';
import contentDisposition from 'content-disposition';
import { invalidPayload, serviceUnavailable } from '../../errors/error-helpers.js';
import { openOutboundStream, type OutboundResponse } from '../../net/outbound-guard.js';
import { outboundErrorToAppError } from '../../net/outbound-app-error.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { assertMayCreateFiles, uploadFile, type FilesContext } from './upload-file.js';
import { maxUploadBytes } from './upload-limits.js';

/**
 * The deadline of one import, download included: generous for large files, yet a remote that
 * trickles bytes cannot hold a request (and a connection slot) forever.
 */
const IMPORT_TIMEOUT_MS = 10 * 60_000;
/** The reference's name for the dependency in a failed import's 503. */
const SERVICE = 'external-file';

/**
 * `POST /files/import {url, data?}`: downloads `url` through the outbound guard (IMPORT_IP_DENY_LIST,
 * pinned resolution, every redirect re-checked) and stores it like an upload with `data` as its
 * fields. A refused address answers 400; a remote that fails, answers an error status or is
 * unreachable answers 503; past FILES_MAX_UPLOAD_SIZE, 413.
 */
export async function importFile(files: FilesContext, op: OperationContext, body: unknown): Promise<PrimaryKey> {
  if (!isPlainObject(body) || typeof body.url !== 'string' || body.url === '') throw invalidPayload('"url" is required');
  if (body.data !== undefined && body.data !== null && !isPlainObject(body.data)) throw invalidPayload('"data" must be an object');
  // A caller who may not create files learns nothing about the URL: refused before any request.
  assertMayCreateFiles(op);
  const url = body.url;
  const limit = maxUploadBytes(files.config);
  let response: OutboundResponse;
  try {
    response = await openOutboundStream(url, {
      denyList: files.config.IMPORT_IP_DENY_LIST,
      timeoutMs: IMPORT_TIMEOUT_MS,
      ...(Number.isFinite(limit) ? { maxBytes: limit } : {}),
    });
  } catch (error) {
    throw outboundErrorToAppError(error, SERVICE);
  }
  if (response.status < 200 || response.status >= 300) {
    response.body.destroy();
    throw serviceUnavailable(SERVICE, `Couldn't fetch file from URL "${response.url}"`);
  }
  const fields = Object.assign(Object.create(null) as Record<string, unknown>, isPlainObject(body.data) ? body.data : {});
  return uploadFile(files, op, {
    content: response.body,
    filename: nameOf(response),
    contentType: response.headers['content-type'],
    fields,
    sourceErrorToAppError: (error) => outboundErrorToAppError(error, SERVICE),
  });
}

/** The name the remote gives in Content-Disposition, else the last segment of the final URL's path. */
function nameOf(response: OutboundResponse): string {
  const header = response.headers['content-disposition'];
  if (header) {
    try {
      const name = contentDisposition.parse(header).parameters.filename;
      if (name) return name;
    } catch {
      // a malformed header names nothing
    }
  }
  const path = new URL(response.url).pathname;
  let segment = posix.basename(path);
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // keep the encoded form
  }
  return segment || 'download';
}
