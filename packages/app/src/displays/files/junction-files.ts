import type { LayoutColumn } from '../../layouts/types.js';
import { FILE_FIELDS, fileName, fileRow } from '../image/file-row.js';
import type { FileRow } from '../image/file-row.js';

/** The paths under a `files` column the display reads: each junction row's file. */
export function junctionFilePaths(column: LayoutColumn): string[] {
  const lead = column.junctionField ?? 'directus_files_id';
  return FILE_FIELDS.map((field) => `${lead}.${field}`);
}

/** The files of a `files` value: each junction row's file, in order, skipping rows without one. */
export function junctionFiles(value: unknown, column: LayoutColumn): FileRow[] {
  if (!Array.isArray(value)) return [];
  const lead = column.junctionField ?? 'directus_files_id';
  return value.flatMap((row) => {
    const file = typeof row === 'object' && row !== null ? fileRow((row as Record<string, unknown>)[lead]) : null;
    return file ? [file] : [];
  });
}

export function junctionFilesText(value: unknown, column: LayoutColumn): string {
  return junctionFiles(value, column).map(fileName).join(', ');
}
