import { i18n } from './i18n.js';

/**
 * Dates and numbers in the app's language (`i18n.locale`: the user's tag, such as `de-DE`, when the
 * app speaks it). Components that show them also call `useTranslation`, so they re-render when the
 * language changes. Formatters are kept per locale and options: tables format hundreds of cells.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DisplayNames>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DisplayNames>(
  kind: string,
  options: object,
  create: (locale: string) => T,
): T {
  const key = `${kind}|${i18n.locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create(i18n.locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment as date and time: "29. Nov. 2026, 14:05" / "Nov 29, 2026, 2:05 PM". Unreadable input comes back as it was. */
export function formatDateTime(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = toDate(value);
  return date ? cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(date) : String(value);
}

/** A calendar day: "29.11.2026" / "11/29/2026" (or `dateStyle` as given). */
export function formatDate(value: DateInput, dateStyle: Intl.DateTimeFormatOptions['dateStyle'] = 'medium'): string {
  return formatDateTime(value, { dateStyle });
}

/** A time of day: "14:05" / "2:05 PM". */
export function formatTime(value: DateInput, timeStyle: Intl.DateTimeFormatOptions['timeStyle'] = 'short'): string {
  return formatDateTime(value, { timeStyle });
}

/** A number with the language's grouping and decimal marks: "1.234,5" / "1,234.5". */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago or ahead a moment is, in the largest whole unit: "vor 3 Tagen" / "in 2 hours" / "now". */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return String(value);
  const seconds = Math.round((date.getTime() - reference.getTime()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  const options = { numeric: 'auto' } as const;
  return cached('relative', options, (locale) => new Intl.RelativeTimeFormat(locale, options)).format(Math.trunc(seconds / size), unit);
}

/** A language's name in the app's language: `de-DE` → "German (Germany)" / "Deutsch (Deutschland)"; the tag itself when unknown. */
export function languageName(tag: string): string {
  const options = { type: 'language' } as const;
  try {
    return cached('language', options, (locale) => new Intl.DisplayNames(locale, options)).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

const SIZE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Bytes the way people read them, in powers of 1000 (as the reference shows): "999 B", "1.2 kB" / "1,2 kB", "346 kB", "5.6 MB". */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1000) return `${formatNumber(bytes)} B`;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  return formatNumber(value, {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
