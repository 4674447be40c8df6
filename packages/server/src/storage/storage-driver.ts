import type { Readable } from 'node:stream';

/** Size and modification time of one stored object. */
export interface StoredObjectInfo {
  size: number;
  modified: Date;
}

/** Inclusive byte offsets, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file contents live: one small interface, a driver per kind of storage (local disk, S3).
 * Keys are flat names made by Tessera (`<uuid>.jpg`, `<uuid>__<hash>.webp`), never a client's name;
 * every driver refuses a key that is not one (see `assertStorageKey`).
 */
export interface StorageDriver {
  /**
   * Streams `content` into `key`, replacing any object there; resolves with the bytes written.
   * Nothing is left under `key` when the stream fails part-way (the caller may have a limit that
   * destroys it), so a refused upload never leaves half a file behind.
   */
  write(key: string, content: Readable, contentType?: string): Promise<{ size: number }>;
  /** The object's bytes, or only `range` of them; rejects with `StorageNotFound` when absent. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Null when there is no such object. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix` (derived images of one file, say). */
  list(prefix: string): AsyncIterable<string>;
}

/** Thrown by `read` when the key holds nothing. */
export class StorageNotFound extends Error {
  constructor(readonly key: string) {
    super(`No stored object "${key}"`);
    this.name = 'StorageNotFound';
  }
}

const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;

/** Keys are flat: letters, digits, `.`, `_`, `-`, no path separators and no leading dot. */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key) && !key.includes('..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`"${key}" is not a storage key`);
}
