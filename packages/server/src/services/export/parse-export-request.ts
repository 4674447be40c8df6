import { invalidPayload } from '../../errors/error-helpers.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { FILES } from '../files/file-row-fields.js';
import { EXPORT_FORMATS, type ExportFormat } from './export-format.js';

export interface ExportRequest {
  format: ExportFormat;
  /** The raw query options, parsed by the caller like a SEARCH body's `query`. */
  query: Record<string, unknown>;
  /** Fields for the new file row, in a null-prototype object. */
  file: Record<string, unknown>;
}

/**
 * The body of `POST /utils/export/:collection`: `{query, format, file?}`, as the reference requires
 * them (`"query" is required`, `"format" is required`), with the format one of the four and `file`
 * naming only fields that `directus_files` has. Anything else is 400 INVALID_PAYLOAD.
 */
export function parseExportRequest(body: unknown, schema: SchemaOverview): ExportRequest {
  const raw = isPlainObject(body) ? body : {};
  if (!isPlainObject(raw.query)) throw invalidPayload('"query" is required');
  if (raw.format === undefined || raw.format === null || raw.format === '') throw invalidPayload('"format" is required');
  if (typeof raw.format !== 'string' || !(EXPORT_FORMATS as readonly string[]).includes(raw.format))
    throw invalidPayload(`"format" must be one of [${EXPORT_FORMATS.join(', ')}]`);
  const file = Object.create(null) as Record<string, unknown>;
  if (raw.file !== undefined && raw.file !== null) {
    if (!isPlainObject(raw.file)) throw invalidPayload('"file" must be an object');
    const fields = schema.collections[FILES]?.fields;
    for (const [name, value] of Object.entries(raw.file)) {
      if (!fields?.[name]) throw invalidPayload(`"file" has no field "${name}"`, { field: name });
      file[name] = value;
    }
  }
  return { format: raw.format as ExportFormat, query: raw.query, file };
}
