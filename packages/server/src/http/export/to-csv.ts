import { isPlainObject } from '../../utils/is-plain-object.js';

/**
 * The CSV export file, as the reference writes it (json2csv with a dot flattening):
 * - one row per item (a single item is one row); no items at all → an empty file;
 * - nested objects (m2o, JSON objects) become columns named by their dot path (`author.name`);
 *   arrays and empty objects stay one cell, JSON-encoded;
 * - the header is every column in the order first met across the rows;
 * - strings and header labels are always quoted, `"` doubled; numbers and booleans are bare;
 *   null and missing values are empty; lines end with `\n`, the last one without.
 */
export function toCsv(data: unknown): string {
  const items = Array.isArray(data) ? data : data === null || data === undefined ? [] : [data];
  if (items.length === 0) return '';
  const rows = items.map((item) => flatten(isPlainObject(item) ? item : { '': item }));
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(quote), ...rows.map((row) => columns.map((column) => cell(row[column])))];
  return lines.map((line) => line.join(',')).join('\n');
}

function flatten(item: Record<string, unknown>, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(item)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, path, into);
    else into[path] = value;
  }
  return into;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return quote(value);
  return quote(JSON.stringify(value));
}

function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}
