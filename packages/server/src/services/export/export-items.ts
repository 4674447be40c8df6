import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { invalidQuery } from '../../errors/error-helpers.js';
import type { Query } from '../../query/query.js';
import { writeDrained } from '../../utils/write-drained.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItems } from '../items/read-items.js';
import type { ExportFileOptions } from './export-file-options.js';
import type { ExportFormat } from './export-format.js';
import { readPages } from './read-pages.js';
import { createExportSerializer } from './serializers/create-export-serializer.js';

export interface ExportItemsOptions {
  /** How the file is written (exportFileOptions of the configuration). */
  file: ExportFileOptions;
  /** Called after each page with the number of items written so far. */
  onProgress?: (rows: number) => void;
  /** Stops the export between two pages; the destination is then destroyed with the signal's reason. */
  signal?: AbortSignal;
  pageSize?: number;
}

/**
 * Writes the items `query` selects in `collection` to `writable` as a `format` file, read page by
 * page under the caller's rules (see readPages) and serialised as they come, with backpressure:
 * memory holds one page whatever the size of the collection. The file is the one `?export=` gives
 * for the same query. On success `writable` is ended and flushed; on failure it is destroyed with
 * the error (its own errors reject the export rather than being thrown by the stream).
 */
export async function exportItems(
  op: OperationContext,
  collection: string,
  query: Query,
  format: ExportFormat,
  writable: Writable,
  options: ExportItemsOptions,
): Promise<{ rows: number }> {
  if (query.aggregate || query.groupBy) throw invalidQuery('"aggregate" and "groupBy" cannot be exported to a file');
  writable.on('error', () => {});
  const serializer = createExportSerializer(format, (chunk) => writeDrained(writable, chunk), options.file);
  let rows = 0;
  try {
    for await (const page of readPages(op, collection, query, options)) {
      await serializer.page(page);
      rows += page.length;
      options.onProgress?.(rows);
    }
    options.signal?.throwIfAborted();
    await serializer.end();
    writable.end();
    await finished(writable, { readable: false });
    return { rows };
  } catch (error) {
    await serializer.dispose();
    writable.destroy(error as Error);
    throw error;
  }
}

/**
 * Checks, before an export starts, what its first read would refuse (unknown or hidden fields, a
 * filter or sort the caller may not use): one read of no rows, so the caller hears of it at once.
 */
export async function checkExportQuery(op: OperationContext, collection: string, query: Query): Promise<void> {
  if (query.aggregate || query.groupBy) throw invalidQuery('"aggregate" and "groupBy" cannot be exported to a file');
  const { meta: _meta, offset: _offset, page: _page, ...rest } = query;
  await readItems(op, collection, { ...rest, limit: 0 });
}
