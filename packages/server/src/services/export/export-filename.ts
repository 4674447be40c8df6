import type { ExportFormat } from './export-format.js';

/** `YYYYMMDD-HHMMSS` in the server's local time, as the reference stamps its export files. */
export function exportTimestamp(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}`;
  return `${day}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
}

/** `<collection> <timestamp>.<ext>`; `Export` stands in where the route reads no collection. */
export function exportFilename(collection: string | null, format: ExportFormat, date: Date): string {
  return `${collection ?? 'Export'} ${exportTimestamp(date)}.${format}`;
}
