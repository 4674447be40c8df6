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

export interface CsvOptions {
  /** EXPORT_CSV_ESCAPE_FORMULAS: text a spreadsheet would run as a formula gets a leading `'`. */
  escapeFormulas: boolean;
}

/** What makes a spreadsheet read a cell as a formula (OWASP, "CSV injection"): `=`, `+`, `-`, `@`, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number written as text (decimals come as strings): read as a number, never run, so left as it is. */
const PLAIN_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** `text` as a spreadsheet shows it rather than runs it: `=1+1` → `'=1+1`; `-5.50` and `hello` unchanged. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A header label (a field path), escaped like a cell: an existing column's name is not ours to choose. */
export function csvLabel(label: string, options: CsvOptions): string {
  return options.escapeFormulas ? escapeFormula(label) : label;
}

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

/**
 * Arrays and empty objects are one JSON cell (starting with `[` or `{`, never a formula); text is
 * escaped per `options`; numbers, booleans and null go to the stringifier as they are.
 */
export function cellValue(value: unknown, options: CsvOptions): unknown {
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return options.escapeFormulas && typeof value === 'string' ? escapeFormula(value) : value;
}
