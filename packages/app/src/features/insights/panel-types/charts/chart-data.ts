import type { AggregateGroup } from '../../../../lib/insights/types.js';

/** One point of a chart: its category (or time bucket) label and its number. */
export interface ChartPoint {
  label: string;
  value: number;
}

export const PRECISIONS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
export type Precision = (typeof PRECISIONS)[number];

/** The date parts a time bucket is grouped by, coarse to fine (a week is the ISO week of its year). */
const BUCKET_PARTS: Record<Precision, readonly string[]> = {
  year: ['year'],
  month: ['year', 'month'],
  week: ['year', 'week'],
  day: ['year', 'month', 'day'],
  hour: ['year', 'month', 'day', 'hour'],
  minute: ['year', 'month', 'day', 'hour', 'minute'],
  second: ['year', 'month', 'day', 'hour', 'minute', 'second'],
};

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

/** Monday of ISO week `week` of `year`, in UTC. */
function isoWeekStart(year: number, week: number): number {
  const january4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(january4).getUTCDay() + 6) % 7;
  return january4 - weekday * 86_400_000 + (week - 1) * 7 * 86_400_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

function bucketLabel(precision: Precision, parts: number[]): string {
  const [year, second] = [parts[0]!, parts[5]];
  if (precision === 'year') return String(year);
  if (precision === 'week') return `${year}-W${pad(parts[1]!)}`;
  const date = [year, pad(parts[1]!), ...(parts.length > 2 ? [pad(parts[2]!)] : [])].join('-');
  if (parts.length <= 3) return date;
  const time = `${pad(parts[3]!)}:${pad(parts[4] ?? 0)}${second === undefined ? '' : `:${pad(second)}`}`;
  return `${date} ${time}`;
}

/** The number of an aggregate value (the API answers decimals and big counts as strings); none counts as 0. */
export function numberOf(value: number | string | null): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

/**
 * The time buckets of a grouped aggregate, oldest first, labelled `2024`, `2024-03`, `2024-W05`,
 * `2024-03-05`, `2024-03-05 14:00`. Groups without a date (items whose date is empty) are left out.
 */
export function timeBuckets(groups: readonly AggregateGroup[], precision: Precision, dateField: string): ChartPoint[] {
  const buckets: { time: number; point: ChartPoint }[] = [];
  for (const entry of groups) {
    const parts = BUCKET_PARTS[precision].map((part) => partOf(entry.group, dateField, part));
    if (parts.some((part) => part === null)) continue;
    const known = parts as number[];
    const time =
      precision === 'week'
        ? isoWeekStart(known[0]!, known[1]!)
        : Date.UTC(known[0]!, (known[1] ?? 1) - 1, known[2] ?? 1, known[3] ?? 0, known[4] ?? 0, known[5] ?? 0);
    buckets.push({ time, point: { label: bucketLabel(precision, known), value: numberOf(entry.value) } });
  }
  return buckets.sort((a, b) => a.time - b.time).map((bucket) => bucket.point);
}

/** A group's category label: the value as text, `(empty)` for none. */
function categoryLabel(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

/** The bars of a chart grouped by `xAxis`, in the API's order. */
export function barGroups(groups: readonly AggregateGroup[], xAxis: string): ChartPoint[] {
  return groups.map((entry) => ({ label: categoryLabel(entry.group[xAxis]), value: numberOf(entry.value) }));
}

/** The slices of a pie grouped by `column`, largest first; empty slices (0 or less) are left out, a pie cannot draw them. */
export function pieSlices(groups: readonly AggregateGroup[], column: string): ChartPoint[] {
  return barGroups(groups, column)
    .filter((point) => point.value > 0)
    .sort((a, b) => b.value - a.value);
}

const RANGE = /^\d+\s+(second|minute|hour|day|week|month|year)s?$/;

/** Whether a time series range is `auto` (no limit) or `<n> <unit>` such as `1 week` or `3 months`. */
export function isRange(range: string): boolean {
  return range === '' || range === 'auto' || RANGE.test(range.trim());
}

/** The panel's filter with the range's lower bound (`$NOW(-1 week)`) added; `auto` keeps the filter as it is. */
export function rangeFilter(
  range: string,
  dateField: string,
  filter: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  const trimmed = range.trim();
  if (trimmed === '' || trimmed === 'auto' || !RANGE.test(trimmed)) return filter;
  const bound = { [dateField]: { _gte: `$NOW(-${trimmed})` } };
  return filter ? { _and: [bound, filter] } : bound;
}

/** A value as the chart's table shows it: `decimals` fraction digits when set. */
export function formatChartValue(value: number, decimals: number | null, locale?: string): string {
  const digits = decimals === null ? undefined : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat(locale, digits ?? { maximumFractionDigits: 2 }).format(value);
}
