import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { TestServer } from './start-test-server.js';

export interface StoredTestFile {
  id: string;
  key: string;
}

/**
 * A `directus_files` row and its bytes in the `local` storage, put there straight (as an upload
 * would), so `/assets` can be tested without `/files`.
 */
export async function storeTestFile(
  server: TestServer,
  bytes: Buffer,
  fields: { type: string | null; name?: string; extension?: string } & Record<string, unknown>,
): Promise<StoredTestFile> {
  const { type, name, extension = 'bin', ...rest } = fields;
  const id = randomUUID();
  const key = `${id}.${extension}`;
  await server.server.ctx.storage.driver('local').write(key, Readable.from([bytes]));
  await server.server.ctx.db('directus_files').insert({
    id,
    storage: 'local',
    filename_disk: key,
    filename_download: name ?? `file.${extension}`,
    type,
    filesize: bytes.length,
    ...rest,
  });
  return { id, key };
}

/** A plain-colour image of the given size and format. */
export function solidImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  background = '#3366cc',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** Left half red, right half blue: a crop shows which side it kept. */
export async function twoColourImage(width: number, height: number): Promise<Buffer> {
  const blue = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: width / 2, top: 0 }])
    .png()
    .toBuffer();
}

/** Noise compresses badly and resizes slowly: a source whose transforms take a while. */
export function noiseImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A valid 1×1 PNG whose header declares `width`×`height`: a decompression bomb's shape without its
 * size. Decoding it would fail; refusing it from the header alone answers before any decoding.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage(1, 1, 'png'));
  // Signature (8) + IHDR length (4) + "IHDR" (4): width and height follow, then the chunk's CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The keys the local storage holds for a file's derived images. */
export async function derivedKeys(server: TestServer, fileId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of server.server.ctx.storage.driver('local').list(`${fileId}__`)) keys.push(key);
  return keys.sort();
}
