import { createHash } from 'node:crypto';
import parseRange from 'range-parser';
import { rangeNotSatisfiable } from '../../errors/error-helpers.js';
import type { ByteRange, StoredObjectInfo } from '../../storage/storage-driver.js';

/**
 * A strong validator of the served object: its key (file id and, for a derived image, the hash of
 * the transform) with its size and modification time, so it changes when the content does and
 * stays the same across requests and restarts.
 */
export function entityTag(key: string, info: StoredObjectInfo): string {
  const digest = createHash('sha256').update(`${key}\n${info.size}\n${info.modified.getTime()}`).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/**
 * Whether the client's copy is current (answer 304): If-None-Match when sent (weak comparison, as
 * RFC 9110 asks for GET), else If-Modified-Since at the one-second precision of HTTP dates.
 */
export function isNotModified(
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
  etag: string,
  modified: Date,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === etag);
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * The one byte range asked for, or null to send everything (no Range header, a unit other than
 * bytes, or several ranges, which may be answered whole). A range past the end or a malformed
 * one answers 416 RANGE_NOT_SATISFIABLE, as in the reference.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null {
  if (header === undefined) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1 || ranges === -2) throw rangeNotSatisfiable(header.slice(0, 100));
  if (ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
