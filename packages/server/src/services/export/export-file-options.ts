import type { Config } from '../../config/load-config.js';
import type { CsvOptions } from './serializers/csv-cells.js';

/** How export files are written, the same on every path (`?export=`, `/utils/export`, `tessera export`). */
export interface ExportFileOptions {
  csv: CsvOptions;
}

export function exportFileOptions(config: Pick<Config, 'EXPORT_CSV_ESCAPE_FORMULAS'>): ExportFileOptions {
  return { csv: { escapeFormulas: config.EXPORT_CSV_ESCAPE_FORMULAS } };
}
