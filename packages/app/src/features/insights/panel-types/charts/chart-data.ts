import type { AggregateGroup } from '../../../../lib/insights/types.js';
import { i18n } from '../../../../lib/i18n/i18n.js';

/** One point of a chart: its category (or time bucket) label and its number. */
export interface ChartPoint {
  label: string;
  value: number;
}

/** The number of an aggregate value (the API answers decimals and big counts as strings); none counts as 0. */
export function numberOf(value: number | string | null): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
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
export function formatChartValue(value: number, decimals: number | null, locale: string = i18n.locale): string {
  const digits = decimals === null ? undefined : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat(locale, digits ?? { maximumFractionDigits: 2 }).format(value);
}
