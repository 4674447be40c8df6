import { invalidPayload } from '../../errors/error-helpers.js';

export type ImportFormat = 'csv' | 'json';

/** The reference's accepted types (it also takes Excel's name for CSV); other types fall back to the extension. */
const MIME_TYPES = new Map<string, ImportFormat>([
  ['text/csv', 'csv'],
  ['application/vnd.ms-excel', 'csv'],
  ['application/json', 'json'],
]);

const EXTENSIONS = new Map<string, ImportFormat>([
  ['csv', 'csv'],
  ['json', 'json'],
]);

/**
 * The format of an imported file: by its media type when that names one, else by its file name's
 * extension (browsers and curl send `application/octet-stream` or `text/plain` for many files);
 * neither → 400 naming what is accepted.
 */
export function importFormatOf(mediaType: string | undefined, filename: string | undefined): ImportFormat {
  const type = mediaType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const byType = MIME_TYPES.get(type);
  if (byType) return byType;
  const extension = filename?.includes('.') ? filename.slice(filename.lastIndexOf('.') + 1).toLowerCase() : '';
  const byExtension = EXTENSIONS.get(extension);
  if (byExtension) return byExtension;
  throw invalidPayload(
    `Can't import a file of type "${type || 'unknown'}"${filename ? ` named "${filename.slice(0, 200)}"` : ''}; accepted are CSV (text/csv, .csv) and JSON (application/json, .json)`,
  );
}
