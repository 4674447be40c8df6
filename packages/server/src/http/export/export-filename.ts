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

/**
 * `attachment; filename="…"` (RFC 6266). Quotes and backslashes are escaped; a name with characters
 * outside printable ASCII gets an ASCII fallback (`?` for each) plus `filename*` in UTF-8.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/gu, '?');
  const quoted = `attachment; filename="${fallback.replace(/["\\]/g, '\\$&')}"`;
  if (fallback === filename) return quoted;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${quoted}; filename*=UTF-8''${encoded}`;
}
