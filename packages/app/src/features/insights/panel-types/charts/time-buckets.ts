import type { AggregateFunction, AggregateGroup } from '../../../../lib/insights/types.js';
import { numberOf } from './chart-data.js';
import type { ChartPoint } from './chart-data.js';

export const PRECISIONS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
export type Precision = (typeof PRECISIONS)[number];

/**
 * The date parts a time bucket is grouped by, coarse to fine. A week is the ISO week (all three
 * databases answer it); its month tells which ISO year a week straddling New Year belongs to.
 */
const BUCKET_PARTS: Record<Precision, readonly string[]> = {
  year: ['year'],
  month: ['year', 'month'],
  week: ['year', 'month', 'week'],
  day: ['year', 'month', 'day'],
  hour: ['year', 'month', 'day', 'hour'],
  minute: ['year', 'month', 'day', 'hour', 'minute'],
  second: ['year', 'month', 'day', 'hour', 'minute', 'second'],
};

/** Buckets filled in at most between the first and the last; past it the gaps stay (a year of seconds). */
export const MAX_FILLED_BUCKETS = 5000;

const DAY = 86_400_000;

/** `groupBy` of a time series: `['year(date)', 'month(date)']` for a monthly one. */
export function timeGroupBy(precision: Precision, dateField: string): string[] {
  return BUCKET_PARTS[precision].map((part) => `${part}(${dateField})`);
}

/** A date part of a group, read by the API's output key (`date_year`); null when missing. */
function partOf(group: Record<string, unknown>, dateField: string, part: string): number | null {
  const raw = group[`${dateField}_${part}`] ?? group[`${part}(${dateField})`];
  if (raw === null || raw === undefined || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Monday of ISO week `week` of ISO year `year`, in UTC. */
function isoWeekStart(year: number, week: number): number {
  const january4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(january4).getUTCDay() + 6) % 7;
  return january4 - weekday * DAY + (week - 1) * 7 * DAY;
}

/** The ISO year and week of a UTC time. */
function isoWeekOf(time: number): { year: number; week: number } {
  const date = new Date(time);
  const thursday = time + (3 - ((date.getUTCDay() + 6) % 7)) * DAY;
  const year = new Date(thursday).getUTCFullYear();
  return { year, week: Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY)) + 1 };
}

/** The bucket's start (UTC) from its date parts; a week's calendar year and month give its ISO year. */
function bucketStart(precision: Precision, parts: readonly number[]): number {
  const [year = 0, month = 1, third = 1, hour = 0, minute = 0, second = 0] = parts;
  if (precision === 'week') {
    const isoYear = month === 1 && third >= 52 ? year - 1 : month === 12 && third === 1 ? year + 1 : year;
    return isoWeekStart(isoYear, third);
  }
  return Date.UTC(year, month - 1, third, hour, minute, second);
}

/** The start of the bucket after the one starting at `time`. */
function nextBucket(precision: Precision, time: number): number {
  const date = new Date(time);
  if (precision === 'year') return Date.UTC(date.getUTCFullYear() + 1, 0, 1);
  if (precision === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  const step = { week: 7 * DAY, day: DAY, hour: 3_600_000, minute: 60_000, second: 1000 }[precision];
  return time + step;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2024`, `2024-03`, `2024-W05`, `2024-03-05`, `2024-03-05 14:00`, `2024-03-05 14:00:09`. */
function bucketLabel(precision: Precision, time: number): string {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  if (precision === 'year') return String(year);
  if (precision === 'week') {
    const iso = isoWeekOf(time);
    return `${iso.year}-W${pad(iso.week)}`;
  }
  const day = `${year}-${pad(date.getUTCMonth() + 1)}`;
  if (precision === 'month') return day;
  const full = `${day}-${pad(date.getUTCDate())}`;
  if (precision === 'day') return full;
  const clock = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  return precision === 'second' ? `${full} ${clock}:${pad(date.getUTCSeconds())}` : `${full} ${clock}`;
}

/**
 * Two partial answers of one bucket (a week straddling New Year comes as two groups): exact for
 * count, sum, min and max; for avg and countDistinct the mean and the sum are close, not exact.
 */
function combine(fn: AggregateFunction, a: number, b: number): number {
  if (fn === 'min') return Math.min(a, b);
  if (fn === 'max') return Math.max(a, b);
  if (fn === 'avg') return (a + b) / 2;
  return a + b;
}

/** Functions whose value over no items is 0, so an empty bucket is drawn as 0 (a gap for avg, min, max). */
const ZERO_WHEN_EMPTY = new Set<AggregateFunction>(['count', 'countDistinct', 'sum']);

/**
 * The time buckets of a grouped aggregate, oldest first. Groups without a date (items whose date
 * is empty) are left out. For count and sum the buckets between the first and the last that the
 * API did not answer (no items) are filled in with 0, so the line's time axis is even.
 */
export function timeBuckets(
  groups: readonly AggregateGroup[],
  precision: Precision,
  dateField: string,
  fn: AggregateFunction = 'count',
): ChartPoint[] {
  const values = new Map<number, number>();
  for (const entry of groups) {
    const parts = BUCKET_PARTS[precision].map((part) => partOf(entry.group, dateField, part));
    if (parts.some((part) => part === null)) continue;
    const time = bucketStart(precision, parts as number[]);
    if (!Number.isFinite(time)) continue;
    const value = numberOf(entry.value);
    const previous = values.get(time);
    values.set(time, previous === undefined ? value : combine(fn, previous, value));
  }
  const times = [...values.keys()].sort((a, b) => a - b);
  const first = times[0];
  const last = times.at(-1);
  if (ZERO_WHEN_EMPTY.has(fn) && first !== undefined && last !== undefined) {
    const filled: number[] = [];
    for (let time = first; time <= last && filled.length <= MAX_FILLED_BUCKETS; time = nextBucket(precision, time)) filled.push(time);
    if (filled.length <= MAX_FILLED_BUCKETS)
      return filled.map((time) => ({ label: bucketLabel(precision, time), value: values.get(time) ?? 0 }));
  }
  return times.map((time) => ({ label: bucketLabel(precision, time), value: values.get(time) ?? 0 }));
}
