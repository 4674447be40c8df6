import { createFolder, deleteFiles, deleteFolder, importFile, updateFile, updateFiles, updateFolder } from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { AppClient } from './app-client.js';
import type { FileRecord, FolderRecord } from './files/types.js';
import { sendUpload } from './files/upload-request.js';

type FileMethods = Pick<
  AppClient,
  | 'uploadFile'
  | 'replaceFile'
  | 'importFile'
  | 'updateFile'
  | 'updateFiles'
  | 'deleteFiles'
  | 'createFolder'
  | 'updateFolder'
  | 'deleteFolder'
>;

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

/** The files library's part of the SDK adapter; uploads use XMLHttpRequest for their progress. */
export function sdkFileMethods(baseUrl: string, request: Request, getToken: () => Promise<string | null>): FileMethods {
  const asFile = (row: unknown) => row as FileRecord;
  const asFolder = (row: unknown) => row as FolderRecord;
  return {
    uploadFile: async (file, fileName, fields = {}, options = {}) =>
      sendUpload<FileRecord>({ method: 'POST', url: `${baseUrl}/files`, token: await getToken(), file, fileName, fields, options }),
    replaceFile: async (id, file, fileName, options = {}) =>
      sendUpload<FileRecord>({
        method: 'PATCH',
        url: `${baseUrl}/files/${encodeURIComponent(id)}`,
        token: await getToken(),
        file,
        fileName,
        fields: {},
        options,
      }),
    importFile: async (url, data = {}) => asFile(await request(importFile(url, data))),
    updateFile: async (id, patch) => asFile(await request(updateFile(id, patch as never))),
    async updateFiles(ids, patch) {
      await request(updateFiles(ids, patch as never));
    },
    async deleteFiles(ids) {
      await request(deleteFiles(ids));
    },
    createFolder: async (folder) => asFolder(await request(createFolder(folder))),
    updateFolder: async (id, patch) => asFolder(await request(updateFolder(id, patch as never))),
    async deleteFolder(id) {
      await request(deleteFolder(id));
    },
  };
}
