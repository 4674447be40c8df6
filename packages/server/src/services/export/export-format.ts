import { invalidQuery } from '../../errors/error-helpers.js';

/** The file formats of `?export=`, in the order the reference lists them in its error. */
export const EXPORT_FORMATS = ['csv', 'json', 'xml', 'yaml'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'text/xml; charset=utf-8',
  yaml: 'text/yaml; charset=utf-8',
};

/**
 * The `export` query option → its format; null when absent or empty (as the reference ignores
 * `export=`). Anything else is a 400 INVALID_QUERY naming the option and the allowed values.
 */
export function parseExportOption(raw: unknown): ExportFormat | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw === 'string' && (EXPORT_FORMATS as readonly string[]).includes(raw)) return raw as ExportFormat;
  throw invalidQuery(`"export" must be one of [${EXPORT_FORMATS.join(', ')}]`);
}
