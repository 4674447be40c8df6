import type { ExportFormat } from '../export-format.js';
import { csvSerializer } from './csv-serializer.js';
import type { ExportSerializer, WriteChunk } from './export-serializer.js';
import { jsonSerializer } from './json-serializer.js';
import { xmlSerializer } from './xml-serializer.js';
import { yamlSerializer } from './yaml-serializer.js';

const SERIALIZERS: Record<ExportFormat, (write: WriteChunk) => ExportSerializer> = {
  csv: csvSerializer,
  json: jsonSerializer,
  xml: xmlSerializer,
  yaml: yamlSerializer,
};

/** The streaming serialiser of `format`, writing through `write`. */
export function createExportSerializer(format: ExportFormat, write: WriteChunk): ExportSerializer {
  return SERIALIZERS[format](write);
}
