/** The fields of a `directus_files` row the file displays read. */
export const FILE_FIELDS = ['id', 'title', 'filename_download', 'type'];

export interface FileRow {
  id: string | null;
  title: string | null;
  filename_download: string | null;
  type: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A file value: the related row, or a bare id when the row was not read. */
export function fileRow(value: unknown): FileRow | null {
  if (typeof value === 'string' && value !== '') return { id: value, title: null, filename_download: null, type: null };
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  return { id: text(row.id), title: text(row.title), filename_download: text(row.filename_download), type: text(row.type) };
}

/** How a file reads in words: its title, else its file name, else its id. */
export function fileName(file: FileRow): string {
  return file.title ?? file.filename_download ?? file.id ?? '';
}

/** Whether `/assets` can give a picture of it (an image, or a file of unknown type). */
export function isPicture(file: FileRow): boolean {
  return file.type === null || file.type.startsWith('image/');
}
