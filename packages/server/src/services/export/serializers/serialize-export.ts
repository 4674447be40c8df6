import type { ExportFileOptions } from '../export-file-options.js';
import type { ExportFormat } from '../export-format.js';
import { toCsv } from './to-csv.js';
import { toJson } from './to-json.js';
import { toXml } from './to-xml.js';
import { toYaml } from './to-yaml.js';

const FROM_PLAIN_DATA: Record<Exclude<ExportFormat, 'json'>, (data: unknown, options: ExportFileOptions) => string> = {
  csv: (data, options) => toCsv(data, options.csv),
  xml: toXml,
  yaml: toYaml,
};

/**
 * The export file of an answer's `data`. The other formats first get the data as the JSON answer
 * gives it (dates as ISO strings, undefined fields gone), so each one shows exactly what JSON shows.
 */
export function serializeExport(format: ExportFormat, data: unknown, options: ExportFileOptions): string {
  if (format === 'json') return toJson(data);
  return FROM_PLAIN_DATA[format](JSON.parse(JSON.stringify(data ?? null)) as unknown, options);
}
