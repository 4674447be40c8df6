import type { Query } from '../../query/query-types.js';
import type { AllCollections, CollectionItem, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';
import type { FileItem } from './files.js';

/** The file formats an export is written in (api-reference section 4, `export`). */
export const EXPORT_FORMATS = ['csv', 'json', 'xml', 'yaml'] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Exports the items a query selects into a new file of the files library:
 * `POST /utils/export/:collection` with `{ format, query, file }`. The server answers at once
 * (204) and notifies the user when the file is ready. `file` sets the new file's fields
 * (`folder`, `title`, …). For a direct download use `?export=` on a read instead.
 *
 * @example
 * await client.request(utilsExport('articles', 'csv', { filter: { status: { _eq: 'published' } }, limit: -1 }, { title: 'Published' }));
 * @see api-reference section 2 (utils) and section 6 (commands)
 */
export function utilsExport<Schema = Untyped, Collection extends AllCollections<Schema> = AllCollections<Schema>>(
  collection: Collection,
  format: ExportFormat,
  query: Query<Schema, CollectionItem<Schema, Collection>>,
  file?: Partial<FileItem<Schema>>,
): RestCommand<void, Schema> {
  return () => {
    throwIfEmpty(collection, 'Collection cannot be empty');
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
      throw new Error(`Export format must be one of ${EXPORT_FORMATS.join(', ')}, got "${String(format)}"`);
    }
    const body = file === undefined ? { format, query } : { format, query, file };
    return { path: `/utils/export/${pathSegment(collection)}`, method: 'POST', body };
  };
}
