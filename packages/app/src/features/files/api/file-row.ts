import type { FileRecord } from '../../../lib/files/types.js';

/** Who uploaded a file, as the list reads it (a key when the user may not read users). */
export type FileUploader = { id: string; first_name: string | null; last_name: string | null; email: string | null } | string | null;

/** A file as the library lists and shows it. */
export type FileRow = Omit<FileRecord, 'uploaded_by' | 'modified_by'> & {
  uploaded_by: FileUploader;
  modified_by: FileUploader;
};

const USER_PARTS = ['id', 'first_name', 'last_name', 'email'];

/** The columns the grid, the table and the file page read; user names only when users are readable. */
export function fileFields(withUsers: boolean): string[] {
  const users = (field: string) => (withUsers ? USER_PARTS.map((part) => `${field}.${part}`) : [field]);
  return ['*', ...users('uploaded_by'), ...users('modified_by')];
}

/** A person's name for "uploaded by": their name, else their e-mail, else the key. */
export function uploaderName(uploader: FileUploader): string {
  if (uploader === null) return '—';
  if (typeof uploader === 'string') return uploader;
  const name = [uploader.first_name, uploader.last_name].filter(Boolean).join(' ');
  return name || uploader.email || uploader.id;
}

/** The name a file is shown under. */
export const fileLabel = (file: Pick<FileRecord, 'title' | 'filename_download'>): string => file.title || file.filename_download;
