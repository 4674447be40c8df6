import type { Knex } from 'knex';
import { invalidPayload } from '../../errors/error-helpers.js';

export const FILES = 'directus_files';

/**
 * Fields only the server writes: what it measured in the content (size, dimensions, metadata,
 * charset, type), where it stored it, and who uploaded or changed it. A client's value for one of
 * them is dropped, never stored.
 */
const SERVER_OWNED = new Set([
  'id',
  'filename_disk',
  'filesize',
  'width',
  'height',
  'duration',
  'charset',
  'metadata',
  'type',
  'uploaded_by',
  'uploaded_on',
  'modified_by',
  'modified_on',
  'created_on',
  'tus_id',
  'tus_data',
]);

/** The client's fields without server-owned ones, in a null-prototype object. */
export function clientFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const kept = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) if (!SERVER_OWNED.has(name)) kept[name] = value;
  return kept;
}

/** A multipart field's text as the reference reads it: `null`, `true` and `false` become those values. */
export function formFieldValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === 'null') return null;
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  return text;
}

/** `charset` of a content type (`text/plain; charset=UTF-8` → `utf-8`), or null. */
export function charsetOf(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([A-Za-z0-9._:-]{1,50})"?/i.exec(contentType);
  return match ? match[1]!.toLowerCase() : null;
}

/** The media type without parameters, lower-cased; `application/octet-stream` when there is none. */
export function mediaTypeOf(contentType: string | undefined): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : 'application/octet-stream';
}

/** The folder new files go to when the client names none: settings `storage_default_folder`. */
export async function defaultFolder(db: Knex): Promise<string | null> {
  const row = (await db('directus_settings').first('storage_default_folder')) as { storage_default_folder?: string | null } | undefined;
  return row?.storage_default_folder ?? null;
}

/**
 * Fields no update may set: where a file's bytes live. Pointing a row at another file's object
 * would let a caller read or, by deleting the row, destroy content it has no rights on.
 */
const STORAGE_POINTERS = ['filename_disk', 'storage'];

/** A file row's changes without the storage pointers (a revert restores metadata, never where the bytes are). */
export function withoutStoragePointers(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([field]) => !STORAGE_POINTERS.includes(field)));
}

/** Refuses (400) an update that would move a file's row to other stored bytes. */
export function checkFileUpdate(payload: unknown): void {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return;
  for (const field of STORAGE_POINTERS)
    if (Object.hasOwn(payload, field)) throw invalidPayload(`"${field}" is set by the server and cannot be changed`, { field });
}
