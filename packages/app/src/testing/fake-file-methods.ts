import type { AppClient } from '../lib/app-client.js';
import type { FileRecord, FolderRecord } from '../lib/files/types.js';
import type { Item } from '../lib/schema/types.js';

/** What the fake's files and folders need from the fake client. */
export interface FakeFileStore {
  record(method: keyof AppClient, args: unknown[]): void;
  rowsOf(collection: string): Item[];
  findRow(collection: string, key: string | number): Item;
  /** The signed-in user's id, stored as `uploaded_by`. */
  userId(): string;
}

const FILES = 'directus_files';
const FOLDERS = 'directus_folders';

const clone = <T>(value: T): T => structuredClone(value);

/**
 * Files and folders over `items.directus_files` and `items.directus_folders`. An upload reports
 * its progress in two steps (half, then all of the bytes) so components can show both states.
 */
export function fakeFileMethods(store: FakeFileStore) {
  const { record, rowsOf, findRow } = store;
  let next = 1;
  const remove = (collection: string, key: string) => {
    findRow(collection, key);
    const rows = rowsOf(collection);
    rows.splice(
      rows.findIndex((row) => row.id === key),
      1,
    );
  };
  const fileRow = (fileName: string, size: number, type: string, fields: Record<string, unknown>): FileRecord => {
    const now = new Date().toISOString();
    return {
      id: `file-${next++}`,
      storage: 'local',
      filename_disk: fileName,
      filename_download: fileName,
      title: fileName.replace(/\.[^.]+$/, ''),
      type: type || 'application/octet-stream',
      folder: null,
      uploaded_by: store.userId(),
      uploaded_on: now,
      modified_by: null,
      modified_on: now,
      charset: null,
      filesize: size,
      width: null,
      height: null,
      duration: null,
      embed: null,
      description: null,
      location: null,
      tags: null,
      metadata: null,
      focal_point_x: null,
      focal_point_y: null,
      ...(fields as Partial<FileRecord>),
    } as FileRecord;
  };
  const methods = {
    async uploadFile(file, fileName, fields = {}, options = {}) {
      record('uploadFile', [fileName, fields]);
      options.onProgress?.({ loaded: Math.floor(file.size / 2), total: file.size });
      options.onProgress?.({ loaded: file.size, total: file.size });
      const row = fileRow(fileName, file.size, file.type, fields);
      rowsOf(FILES).push(row as unknown as Item);
      return clone(row);
    },
    async replaceFile(id, file, fileName, options = {}) {
      record('replaceFile', [id, fileName]);
      options.onProgress?.({ loaded: file.size, total: file.size });
      const row = findRow(FILES, id);
      Object.assign(row, { filename_download: fileName, filesize: file.size, type: file.type, modified_on: new Date().toISOString() });
      return clone(row) as unknown as FileRecord;
    },
    async importFile(url, data = {}) {
      record('importFile', [url, data]);
      const name = new URL(url).pathname.split('/').pop() || 'import';
      const row = fileRow(name, 0, '', data);
      rowsOf(FILES).push(row as unknown as Item);
      return clone(row);
    },
    async updateFile(id, patch) {
      record('updateFile', [id, patch]);
      return clone(Object.assign(findRow(FILES, id), clone(patch))) as unknown as FileRecord;
    },
    async updateFiles(ids, patch) {
      record('updateFiles', [ids, patch]);
      for (const id of ids) Object.assign(findRow(FILES, id), clone(patch));
    },
    async deleteFiles(ids) {
      record('deleteFiles', [ids]);
      for (const id of ids) remove(FILES, id);
    },
    async createFolder(folder) {
      record('createFolder', [folder]);
      const row: FolderRecord = { id: `folder-${next++}`, ...clone(folder) };
      rowsOf(FOLDERS).push(row as unknown as Item);
      return clone(row);
    },
    async updateFolder(id, patch) {
      record('updateFolder', [id, patch]);
      return clone(Object.assign(findRow(FOLDERS, id), clone(patch))) as unknown as FolderRecord;
    },
    async deleteFolder(id) {
      record('deleteFolder', [id]);
      remove(FOLDERS, id);
    },
  } satisfies Partial<AppClient>;
  return methods;
}
