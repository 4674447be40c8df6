import { utilsExport, utilsImport } from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { AppClient } from './app-client.js';
import { sendForm } from './files/upload-request.js';
import { exportUrl } from './transfer/export-url.js';

type TransferMethods = Pick<AppClient, 'importItems' | 'exportItems' | 'exportUrl'>;

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

/**
 * The content module's import/export part of the SDK adapter. The import is the SDK's
 * `utilsImport` request sent through XMLHttpRequest, which reports upload progress.
 */
export function sdkTransferMethods(baseUrl: string, request: Request, getToken: () => Promise<string | null>): TransferMethods {
  return {
    async importItems(collection, file, fileName, options = {}) {
      const { path, body } = utilsImport(collection, file, fileName)();
      const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
      await sendForm<unknown>({ method: 'POST', url, token: await getToken(), form: body as FormData, size: file.size, options });
    },
    async exportItems(collection, format, query, file) {
      // The app builds its query at run time from the layout, so it is handed over unchecked.
      await request(utilsExport(collection, format, query as never, file));
    },
    exportUrl: async (collection, format, query) => exportUrl(baseUrl, collection, format, query, await getToken()),
  };
}
