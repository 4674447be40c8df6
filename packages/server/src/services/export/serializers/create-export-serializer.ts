import type { ExportFileOptions } from '../export-file-options.js';
import type { ExportFormat } from '../export-format.js';
import { csvSerializer } from './csv-serializer.js';
import type { ExportSerializer, WriteChunk } from './export-serializer.js';
import { jsonSerializer } from './json-serializer.js';
import { xmlSerializer } from './xml-serializer.js';
import { yamlSerializer } from './yaml-serializer.js';

const SERIALIZERS: Record<ExportFormat, (write: WriteChunk, options: ExportFileOptions) => ExportSerializer> = {
  csv: (write, options) => csvSerializer(write, options.csv),
  json: jsonSerializer,
  xml: xmlSerializer,
  yaml: yamlSerializer,
};

/** The streaming serialiser of `format`, writing through `write`. */
export function createExportSerializer(format: ExportFormat, write: WriteChunk, options: ExportFileOptions): ExportSerializer {
  return SERIALIZERS[format](write, options);
}
