import { Readable } from 'node:stream';
import type { ServiceOptions } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { byteLimit } from '../../services/files/byte-limit.js';
import { maxUploadBytes } from '../../services/files/upload-limits.js';
import { importFormatOf } from '../../services/import/import-format.js';
import { importItems, importTarget } from '../../services/import/import-items.js';
import { serviceOperation } from './service-access.js';

/**
 * The reference's ImportService: `import(collection, mimetype, stream)` creates the items of a CSV
 * or JSON stream as `POST /utils/import/:collection` does, all or nothing, under the rules of the
 * accountability it was made with and within FILES_MAX_UPLOAD_SIZE.
 */
export function importServiceClass(ctx: AppContext) {
  return class ImportService {
    constructor(readonly options: ServiceOptions = {}) {}

    async import(collection: string, mimetype: string, stream: NodeJS.ReadableStream): Promise<void> {
      if (!(stream instanceof Readable)) throw invalidPayload('The import needs a readable stream');
      const op = await serviceOperation(ctx, this.options, collection);
      importTarget(op, collection);
      const content = stream.pipe(byteLimit(maxUploadBytes(ctx.config)));
      stream.on('error', (error) => content.destroy(error));
      await importItems(op, collection, content, { format: importFormatOf(mimetype, undefined), maxDepth: ctx.config.MAX_JSON_DEPTH });
    }
  };
}
