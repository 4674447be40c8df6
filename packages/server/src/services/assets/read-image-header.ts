import sharp, { type Metadata } from 'sharp';
import { illegalAssetTransformation, unprocessableContent } from '../../errors/error-helpers.js';
import type { StorageDriver } from '../../storage/storage-driver.js';

/** Enough for the header of JPEG (after EXIF and ICC segments), PNG, WebP and most AVIF files. */
const HEADER_BYTES = 256 * 1024;
/** A header not found in the first bytes (TIFF may keep it at the end) is looked for in the whole file up to this size. */
const WHOLE_FILE_LIMIT = 64 * 1024 * 1024;

export interface ImageSize {
  /** As displayed: after the EXIF orientation is applied. */
  width: number;
  height: number;
}

/**
 * The source's declared size, read from its header without decoding a pixel, refused with 400
 * ILLEGAL_ASSET_TRANSFORMATION when either side is above `maxDimension`, so a decompression bomb
 * (a small file declaring a huge image) never reaches the decoder. Unreadable headers answer 422.
 */
export async function readImageHeader(driver: StorageDriver, key: string, size: number, maxDimension: number): Promise<ImageSize> {
  const metadata =
    (await metadataOf(await bytes(driver, key, Math.min(size, HEADER_BYTES)))) ??
    (size > HEADER_BYTES && size <= WHOLE_FILE_LIMIT ? await metadataOf(await bytes(driver, key, size)) : null);
  if (!metadata?.width || !metadata.height) throw unprocessableContent('The file is not an image that can be read');
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (width > maxDimension || height > maxDimension) throw illegalAssetTransformation(['width', 'height']);
  return { width, height };
}

async function metadataOf(buffer: Buffer): Promise<Metadata | null> {
  try {
    return await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

async function bytes(driver: StorageDriver, key: string, length: number): Promise<Buffer> {
  if (length <= 0) return Buffer.alloc(0);
  const stream = await driver.read(key, { start: 0, end: length - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
