import type { Readable } from 'node:stream';
import type { Config } from '../../config/load-config.js';
import { isAppError, type AppError } from '../../errors/app-error.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import type { StorageDriver } from '../../storage/storage-driver.js';
import { byteLimit } from './byte-limit.js';
import { hasImageMetadata, readImageMetadata, type ImageMetadata } from './read-image-metadata.js';
import { maxUploadBytes } from './upload-limits.js';

export interface StoredContent {
  size: number;
  image: ImageMetadata;
}

/**
 * Streams `content` into `key` (never holding it in memory) under FILES_MAX_UPLOAD_SIZE, then reads
 * the image facts back from storage. Over the limit: 413 and nothing stored. A source that breaks
 * off is answered by `sourceErrorToAppError` (for an upload, a cut or malformed body: 400), nothing stored.
 */
export async function storeContent(
  config: Config,
  driver: StorageDriver,
  key: string,
  content: Readable,
  type: string,
  sourceErrorToAppError: (error: unknown) => AppError = clientSourceError,
): Promise<StoredContent> {
  const limit = byteLimit(maxUploadBytes(config));
  let sourceError: AppError | undefined;
  // Its failures reach the caller through driver.write's rejection; a driver that is still preparing
  // (creating its folder) has not attached its own listener yet, and an unheard 'error' would crash.
  limit.on('error', () => {});
  content.on('error', (error) => {
    sourceError = sourceErrorToAppError(error);
    limit.destroy(sourceError);
  });
  content.pipe(limit);
  try {
    await driver.write(key, limit, type);
  } catch (error) {
    content.unpipe(limit);
    throw sourceError ?? error;
  }
  const size = limit.bytes;
  const image = hasImageMetadata(type) ? await readImageMetadata(driver, key, size, config.FILE_METADATA_ALLOW_LIST) : {};
  return { size, image };
}

/** An upload's own stream failing is the client's doing: a cut connection or a malformed body. */
function clientSourceError(error: unknown): AppError {
  return isAppError(error) ? error : invalidPayload('The file content ended early or is malformed');
}
