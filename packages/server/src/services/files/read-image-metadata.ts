import exifr from 'exifr';
import sharp from 'sharp';
import type { StorageDriver } from '../../storage/storage-driver.js';

/** What an image tells about itself; every part is optional (a corrupt image gives `{}`). */
export interface ImageMetadata {
  width?: number;
  height?: number;
  /** `{ifd0: {Make, …}, exif: {…}, gps, iptc, icc}` as the allow list keeps it. */
  metadata?: Record<string, Record<string, unknown>>;
  /** From IPTC, for the row's own fields when the client gave none. */
  title?: string;
  description?: string;
  tags?: string[];
}

/** The types sharp reads headers of. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif', 'image/heif', 'image/heic']);
/**
 * How much of the stored object is read: dimensions, EXIF, IPTC and ICC sit in the first segments
 * of JPEG, PNG, WebP and GIF files, so a bounded head serves them without holding a large file in
 * memory (a TIFF whose directory sits at its end simply yields no metadata).
 */
const HEAD_BYTES = 4 * 1024 * 1024;
/** Longest text or list kept from one tag, so a crafted file cannot bloat the row. */
const MAX_VALUE_LENGTH = 4096;

export function hasImageMetadata(type: string | null | undefined): boolean {
  return type !== null && type !== undefined && IMAGE_TYPES.has(type);
}

/** Reads width/height and the allowed metadata of a stored image; `{}` for anything unreadable, never an error. */
export async function readImageMetadata(
  driver: StorageDriver,
  key: string,
  size: number,
  allowList: readonly string[],
): Promise<ImageMetadata> {
  if (size === 0) return {};
  const head = await readHead(driver, key, Math.min(size, HEAD_BYTES)).catch(() => null);
  if (!head) return {};
  const result: ImageMetadata = {};
  try {
    const info = await sharp(head, { failOn: 'none' }).metadata();
    // Orientations 5–8 turn the picture a quarter: shown, its width is the stored height.
    const turned = (info.orientation ?? 1) >= 5;
    if (info.width && info.height) {
      result.width = turned ? info.height : info.width;
      result.height = turned ? info.width : info.height;
    }
  } catch {
    return {};
  }
  const sections = await readSections(head);
  if (sections) {
    const iptc = sections.iptc;
    if (typeof iptc?.Headline === 'string') result.title = iptc.Headline;
    if (typeof iptc?.Caption === 'string') result.description = iptc.Caption;
    if (iptc?.Keywords !== undefined) result.tags = [iptc.Keywords].flat().filter((k): k is string => typeof k === 'string');
    result.metadata = pickAllowed(sections, allowList);
  }
  return result;
}

async function readHead(driver: StorageDriver, key: string, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await driver.read(key, { start: 0, end: length - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Sections = Record<string, Record<string, unknown> | undefined>;

async function readSections(head: Buffer): Promise<Sections | null> {
  try {
    const parsed = (await exifr.parse(head, {
      tiff: true,
      ifd0: {},
      exif: true,
      gps: true,
      interop: false,
      ifd1: false,
      iptc: true,
      icc: true,
      xmp: false,
      mergeOutput: false,
      translateValues: false,
    })) as Sections | undefined;
    if (!parsed) return null;
    // The reference names EXIF tag 0x8827 as the Exif standard does; exifr calls it `ISO`.
    const exif = parsed.exif;
    if (exif && 'ISO' in exif && !('ISOSpeedRatings' in exif)) {
      exif.ISOSpeedRatings = exif.ISO;
      delete exif.ISO;
    }
    return parsed;
  } catch {
    return null;
  }
}

/** Keeps `section.tag` entries of the allow list (`*` keeps every one), as JSON-safe values. */
function pickAllowed(sections: Sections, allowList: readonly string[]): Record<string, Record<string, unknown>> {
  const all = allowList.includes('*');
  const wanted = new Set(allowList);
  const picked: Record<string, Record<string, unknown>> = {};
  for (const [section, tags] of Object.entries(sections)) {
    if (!tags || typeof tags !== 'object') continue;
    for (const [tag, raw] of Object.entries(tags)) {
      if (!all && !wanted.has(`${section}.${tag}`)) continue;
      const value = jsonValue(raw);
      if (value === undefined) continue;
      (picked[section] ??= {})[tag] = value;
    }
  }
  return picked;
}

/** Text trimmed, numbers, dates as ISO text, short lists of those; binary blobs are dropped. */
function jsonValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim().slice(0, MAX_VALUE_LENGTH);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value) && value.length <= 64) {
    const items = value.map(jsonValue);
    return items.every((item) => item !== undefined) ? items : undefined;
  }
  return undefined;
}
