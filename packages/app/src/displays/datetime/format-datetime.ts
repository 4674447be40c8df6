import { format as formatPattern, formatDistance, formatDistanceStrict } from 'date-fns';
import { dateFnsLocale } from '../../lib/i18n/date-fns-locale.js';
import { formatDate, formatDateTime, formatTime } from '../../lib/i18n/format.js';

export interface DatetimeOptions {
  /** 'long' (default), 'short', or a date-fns pattern such as `dd.MM.yyyy`. */
  format?: unknown;
  /** "3 days ago" ("vor 3 Tagen") instead of the date, in the app's language. */
  relative?: unknown;
  /** With `relative`: "ago" / "in" (default on). */
  suffix?: unknown;
  /** With `relative`: exact units ("3 days", never "about"). */
  strict?: unknown;
}

const TIME_ONLY = /^(\d{2}):(\d{2})(?::(\d{2}))?/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The moment a stored value means, by field type. A `date` is a calendar day, read in local time
 * so it never shifts a day by timezone; a `time` is a time of day; a `dateTime` without an offset is local.
 */
export function parseDatetime(value: string, type: string): Date | null {
  let date: Date;
  const day = DATE_ONLY.exec(value.slice(0, 10));
  const time = TIME_ONLY.exec(value);
  if (type === 'time' && time) date = new Date(1970, 0, 1, Number(time[1]), Number(time[2]), Number(time[3] ?? 0));
  else if (type === 'date' && day) date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  else date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

function namedFormat(date: Date, type: string, style: 'long' | 'short'): string {
  const dateStyle = style === 'long' ? 'long' : 'medium';
  if (type === 'date') return formatDate(date, dateStyle);
  if (type === 'time') return formatTime(date);
  return formatDateTime(date, { dateStyle, timeStyle: 'short' });
}

/** A date, time or timestamp as the `datetime` display shows it. */
export function formatDatetime(value: unknown, type: string, options: DatetimeOptions = {}, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDatetime(String(value), type);
  if (!date) return String(value);
  if (options.relative === true) {
    const distance = { addSuffix: options.suffix !== false, locale: dateFnsLocale() };
    return options.strict === true ? formatDistanceStrict(date, now, distance) : formatDistance(date, now, distance);
  }
  const style = typeof options.format === 'string' && options.format !== '' ? options.format : 'long';
  if (style === 'long' || style === 'short') return namedFormat(date, type, style);
  try {
    return formatPattern(date, style, { locale: dateFnsLocale() });
  } catch {
    // A pattern date-fns cannot read: the long form rather than nothing.
    return namedFormat(date, type, 'long');
  }
}
