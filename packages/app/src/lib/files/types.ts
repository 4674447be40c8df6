import type { TesseraFile, TesseraFolder } from '@tessera/sdk';

/** A row of `directus_files` as the files library reads and writes it (relations as keys). */
export type FileRecord = Omit<TesseraFile, 'folder' | 'uploaded_by' | 'modified_by'> & {
  folder: string | null;
  uploaded_by: string | null;
  modified_by: string | null;
};

/** A row of `directus_folders`. */
export type FolderRecord = Omit<TesseraFolder, 'parent'> & { parent: string | null };

/** How far one upload has got, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** Called as the request body goes out (an XMLHttpRequest upload event each time). */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The metadata an upload may carry before its file part (api-reference §2, files). */
export type UploadFields = Partial<Record<'title' | 'description' | 'folder' | 'filename_download' | 'storage', string>>;
