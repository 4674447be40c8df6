import { i18n } from '../../lib/i18n/i18n.js';

export interface FormattedValueOptions {
  /** Numbers in the reader's locale (grouping, decimals); title case for text. */
  format?: unknown;
  /** Numbers only: locale formatting even when `format` is off. */
  formatNumber?: unknown;
  /** Fixed number of decimals. */
  decimals?: unknown;
  minimumFractionDigits?: unknown;
  maximumFractionDigits?: unknown;
  prefix?: unknown;
  suffix?: unknown;
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'the', 'to', 'with']);

/** `hello_world-again` → "Hello World Again" (small words lower case unless first). */
export function titleCase(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

function digits(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 20 ? value : undefined;
}

/** A number in the reader's locale; decimals as stored unless the options fix them. */
export function formatNumber(value: number, options: FormattedValueOptions = {}, locale: string = i18n.locale): string {
  const fixed = digits(options.decimals);
  const minimumFractionDigits = fixed ?? digits(options.minimumFractionDigits);
  const maximumFractionDigits = fixed ?? digits(options.maximumFractionDigits) ?? Math.max(minimumFractionDigits ?? 0, 20);
  return new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value);
}

function asNumber(value: unknown, type: string): number | null {
  if (typeof value === 'number') return value;
  // decimal and bigInteger values arrive as strings.
  if (
    typeof value === 'string' &&
    ['decimal', 'bigInteger', 'float', 'integer'].includes(type) &&
    value.trim() !== '' &&
    Number.isFinite(Number(value))
  )
    return Number(value);
  return null;
}

/** The `formatted-value` display's text: number or title formatting, then prefix and suffix. */
export function formatValue(value: unknown, type: string, options: FormattedValueOptions = {}, locale: string = i18n.locale): string {
  if (value === null || value === undefined || value === '') return '';
  const number = asNumber(value, type);
  let text: string;
  if (number !== null)
    text =
      options.format === true || options.formatNumber === true || digits(options.decimals) !== undefined
        ? formatNumber(number, options, locale)
        : String(value);
  else
    text =
      options.format === true && typeof value === 'string'
        ? titleCase(value)
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const prefix = typeof options.prefix === 'string' ? options.prefix : '';
  const suffix = typeof options.suffix === 'string' ? options.suffix : '';
  return `${prefix}${text}${suffix}`;
}
