import { stringify } from 'csv-stringify/sync';
import { isPlainObject } from '../../utils/is-plain-object.js';

/**
 * The CSV export file, as the reference writes it (json2csv with a dot flattening), serialised by
 * csv-stringify:
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
  const records = rows.map((row) => columns.map((column) => cellValue(row[column])));
  const csv = stringify(records, {
    header: true,
    columns,
    quoted_string: true,
    record_delimiter: '\n',
    cast: { boolean: (value) => ({ value: String(value), quoted: false }) },
  });
  return csv.endsWith('\n') ? csv.slice(0, -1) : csv;
}

function flatten(item: Record<string, unknown>, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(item)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, path, into);
    else into[path] = value;
  }
  return into;
}

/** Arrays and empty objects are one JSON cell; everything else goes to the stringifier as it is. */
function cellValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}
