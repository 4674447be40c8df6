import type { AppError } from '../errors/app-error.js';

type Fail = (reason: string) => AppError;

// Date, optional time (seconds and fraction optional), optional zone; nothing else may follow.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?$/;
/** The years every database stores (MySQL's DATETIME and PostgreSQL's dates with AD years agree on these). */
const MIN_YEAR = 1;
const MAX_YEAR = 9999;

interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
  /** Minutes east of UTC, or null when the text has no zone. */
  offset: number | null;
}

/** `YYYY-MM-DD[THH:mm[:ss[.fff]]][zone]` with every part in its calendar range (no 31 February). */
function parseDateTime(text: string): DateTimeParts | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0', fraction = '', zone] = match;
  const offset = zone === undefined ? null : zoneOffset(zone);
  if (offset === undefined) return null;
  const parts: DateTimeParts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hours: Number(hours),
    minutes: Number(minutes),
    seconds: Number(seconds),
    milliseconds: Math.floor(Number(`0${fraction || '.0'}`) * 1000),
    offset,
  };
  if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) return null;
  if (parts.hours > 23 || parts.minutes > 59 || parts.seconds > 59) return null;
  return parts;
}

/** A date value → `YYYY-MM-DD`; a time after the date is ignored, as the reference does. */
export function castDate(value: unknown, fail: Fail): string {
  const parts = value instanceof Date ? partsOf(value) : typeof value === 'string' ? parseDateTime(value) : null;
  if (!parts) throw fail('has to be a date (YYYY-MM-DD)');
  checkYear(parts.year, fail);
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** A time value → `HH:mm:ss`. */
export function castTime(value: unknown, fail: Fail): string {
  const match = typeof value === 'string' ? TIME.exec(value.trim()) : null;
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) throw fail('has to be a time (HH:mm:ss)');
  return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
}

/**
 * A dateTime or timestamp value → the instant to store. dateTime values carry no zone: their digits
 * are kept as written. Timestamps without a zone are UTC. Numbers are epoch milliseconds.
 */
export function castDateTime(type: 'dateTime' | 'timestamp', value: unknown, fail: Fail): Date {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') {
    const parts = parseDateTime(value);
    if (parts) {
      // setUTCFullYear, unlike Date.UTC, does not turn years 0-99 into 1900-1999.
      date = new Date(0);
      date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
      date.setUTCHours(parts.hours, parts.minutes, parts.seconds, parts.milliseconds);
      if (type === 'timestamp' && parts.offset !== null) date = new Date(date.getTime() - parts.offset * 60_000);
    }
  }
  // new Date(2 ** 70) is an Invalid Date, whose text would be "NaN-NaN-…".
  if (date === null || Number.isNaN(date.getTime())) throw fail('has to be a date and time');
  checkYear(date.getUTCFullYear(), fail);
  return date;
}

function checkYear(year: number, fail: Fail): void {
  if (year < MIN_YEAR || year > MAX_YEAR) throw fail(`has to be a date between the years ${pad(MIN_YEAR, 4)} and ${MAX_YEAR}`);
}

function zoneOffset(zone: string): number | undefined {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

function partsOf(date: Date): DateTimeParts | null {
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
    seconds: date.getUTCSeconds(),
    milliseconds: date.getUTCMilliseconds(),
    offset: 0,
  };
}

function daysInMonth(year: number, month: number): number {
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}
