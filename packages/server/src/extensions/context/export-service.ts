import type { Query as ExtensionQuery, ServiceOptions } from '@tessera/extensions-sdk';
import { isSystemCollection } from '@tessera/shared';
import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing, invalidPayload, invalidQuery } from '../../errors/error-helpers.js';
import { parseQuery } from '../../query/parse-query.js';
import { queryLimitsOf } from '../../query/query-limits.js';
import { exportFileOptions } from '../../services/export/export-file-options.js';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from '../../services/export/export-format.js';
import { checkExportQuery } from '../../services/export/export-items.js';
import { exportToFile } from '../../services/export/export-to-file.js';
import { parseExportRequest } from '../../services/export/parse-export-request.js';
import { serializeExport } from '../../services/export/serializers/serialize-export.js';
import { assertMayCreateFiles, checkedType, storageLocation } from '../../services/files/upload-file.js';
import type { PrimaryKey } from '../../services/items/primary-key.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { accessOfOperation, serviceOperation } from './service-access.js';

/**
 * The reference's ExportService: `exportToFile(collection, query, format, { file })` writes the
 * collection's items into a new file of the library as `POST /utils/export/:collection` does
 * (the same checks first, refused as the route refuses the same caller, then the file and the
 * notification), and `transform(items, format)` the text of an export file for items in hand.
 */
export function exportServiceClass(ctx: AppContext) {
  return class ExportService {
    constructor(readonly options: ServiceOptions = {}) {}

    /** Resolves once the file is written (or the failure notified), with its key or null, where the route answers 204 first. */
    async exportToFile(
      collection: string,
      query: ExtensionQuery,
      format: ExportFormat,
      options: { file?: Record<string, unknown> } = {},
    ): Promise<PrimaryKey | null> {
      // System collections go through their own endpoints' `?export=`, as over REST.
      if (typeof collection !== 'string' || isSystemCollection(collection) || collection.startsWith('directus_'))
        throw forbiddenOrMissing();
      const op = await serviceOperation(ctx, this.options, collection);
      if (!op.schema.collections[collection]?.hasTable) throw forbiddenOrMissing();
      const access = await accessOfOperation(ctx, op);
      if (!access.isAdmin && !access.rule(collection, 'read')) throw forbiddenOrMissing();
      if (!isPlainObject(query)) throw invalidQuery('The query has to be an object');
      const request = parseExportRequest({ query, format, file: options?.file }, op.schema);
      const parsed = parseQuery(request.query, { accountability: op.accountability, ...queryLimitsOf(ctx.config) });
      await checkExportQuery(op, collection, parsed);
      assertMayCreateFiles(op);
      checkedType(ctx, EXPORT_CONTENT_TYPES[request.format]);
      storageLocation(ctx, request.file.storage);
      return exportToFile(ctx, op, { collection, query: parsed, format: request.format, file: request.file });
    }

    /** The export file's text for `input` (items as the JSON answer gives them), as the export endpoints write it. */
    transform(input: unknown, format: ExportFormat): string {
      if (!['csv', 'json', 'xml', 'yaml'].includes(format)) throw invalidPayload('"format" must be one of [csv, json, xml, yaml]');
      return serializeExport(format, input, exportFileOptions(ctx.config));
    }
  };
}
