/** The `directus_files` fields the file inputs read to show a chosen file. */
export const FILE_VALUE_FIELDS = ['id', 'title', 'filename_download', 'type', 'filesize', 'width', 'height'];

/** A chosen file as the file inputs show it; missing parts are null (a bare id before it is read). */
export interface FileValue {
  id: string;
  title: string | null;
  filename_download: string | null;
  type: string | null;
  filesize: number | null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The file a field value names: a related row, or a bare id; null when it names none. */
export function toFileValue(value: unknown): FileValue | null {
  if (typeof value === 'string' && value !== '') return { id: value, title: null, filename_download: null, type: null, filesize: null };
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const id = text(row.id);
  if (!id) return null;
  const size = Number(row.filesize);
  return {
    id,
    title: text(row.title),
    filename_download: text(row.filename_download),
    type: text(row.type),
    filesize: row.filesize === null || row.filesize === undefined || Number.isNaN(size) ? null : size,
  };
}

/** Whether the row was read (a bare id has no name yet). */
export function isLoaded(file: FileValue): boolean {
  return file.title !== null || file.filename_download !== null;
}

/** Its title, else its file name, else its id. */
export function fileLabel(file: FileValue): string {
  return file.title ?? file.filename_download ?? file.id;
}

/** `image/png` → `PNG`; an unknown type → `File`. */
export function fileTypeLabel(type: string | null): string {
  if (!type) return 'File';
  const subtype = type.split('/')[1] ?? type;
  return subtype.replace(/^x-|\+.*$|^vnd\./g, '').toUpperCase() || 'File';
}

export function isImage(file: Pick<FileValue, 'type'>): boolean {
  return file.type?.startsWith('image/') ?? false;
}
