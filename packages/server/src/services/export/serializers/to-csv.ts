import { stringify } from 'csv-stringify/sync';
import { cellValue, csvColumnsOf, csvLabel, CSV_OPTIONS, type CsvOptions } from './csv-cells.js';

/**
 * The CSV export file, as the reference writes it (json2csv with a dot flattening), serialised by
 * csv-stringify:
 * - one row per item (a single item is one row); no items at all → an empty file;
 * - nested objects (m2o, JSON objects) become columns named by their dot path (`author.name`);
 *   arrays and empty objects stay one cell, JSON-encoded;
 * - the header is every column in the order first met across the rows;
 * - strings and header labels are always quoted, `"` doubled; numbers and booleans are bare;
 *   null and missing values are empty; lines end with `\n`, the last one without;
 * - with `options.escapeFormulas`, text a spreadsheet would run as a formula starts with `'`.
 */
export function toCsv(data: unknown, options: CsvOptions): string {
  const items = Array.isArray(data) ? data : data === null || data === undefined ? [] : [data];
  if (items.length === 0) return '';
  const rows = items.map(csvColumnsOf);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const records = rows.map((row) => columns.map((column) => cellValue(row[column], options)));
  // The header goes in as the first record: csv-stringify's `columns` option refuses a column named ''.
  const csv = stringify([columns.map((column) => csvLabel(column, options)), ...records], CSV_OPTIONS);
  return csv.endsWith('\n') ? csv.slice(0, -1) : csv;
}
