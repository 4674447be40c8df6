import type { Options } from 'csv-stringify/sync';
import { isPlainObject } from '../../../utils/is-plain-object.js';

/**
 * csv-stringify's settings for export files: strings (and header labels) always quoted with `"`
 * doubled, numbers and booleans bare, null and missing values empty, `\n` between records.
 */
export const CSV_OPTIONS: Options = {
  quoted_string: true,
  record_delimiter: '\n',
  cast: { boolean: (value) => ({ value: String(value), quoted: false }) },
};

/**
 * One item as CSV columns: nested objects become dot paths (`author.name`), arrays and empty
 * objects stay one cell; something that is no object is the one column `""`. The result has no
 * prototype, so a key such as `__proto__` is a column like any other.
 */
export function csvColumnsOf(item: unknown): Record<string, unknown> {
  const into = Object.create(null) as Record<string, unknown>;
  if (isPlainObject(item)) flatten(item, '', into);
  else into[''] = item;
  return into;
}

function flatten(item: Record<string, unknown>, prefix: string, into: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(item)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, path, into);
    else into[path] = value;
  }
}

/** Arrays and empty objects are one JSON cell; everything else goes to the stringifier as it is. */
export function cellValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}
