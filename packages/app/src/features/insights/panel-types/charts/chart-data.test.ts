import { describe, expect, it } from 'vitest';
import { barGroups, formatChartValue, isRange, pieSlices, rangeFilter, timeBuckets, timeGroupBy } from './chart-data.js';

describe('time series buckets', () => {
  it('groups by the date parts of the precision, coarse to fine', () => {
    expect(timeGroupBy('year', 'created')).toEqual(['year(created)']);
    expect(timeGroupBy('week', 'created')).toEqual(['year(created)', 'week(created)']);
    expect(timeGroupBy('hour', 'created')).toEqual(['year(created)', 'month(created)', 'day(created)', 'hour(created)']);
  });

  it('turns grouped answers into buckets oldest first, with numbers from strings and empty dates left out', () => {
    const groups = [
      { group: { created_year: 2024, created_month: 3, created_day: 5 }, value: '4' },
      { group: { created_year: 2023, created_month: 12, created_day: 31 }, value: 2 },
      { group: { created_year: null, created_month: null, created_day: null }, value: 9 },
      { group: { created_year: '2024', created_month: '1', created_day: '15' }, value: null },
    ];
    expect(timeBuckets(groups, 'day', 'created')).toEqual([
      { label: '2023-12-31', value: 2 },
      { label: '2024-01-15', value: 0 },
      { label: '2024-03-05', value: 4 },
    ]);
  });

  it('labels hours, years and ISO weeks, and orders weeks across years', () => {
    expect(timeBuckets([{ group: { d_year: 2024, d_month: 2, d_day: 9, d_hour: 7 }, value: 1 }], 'hour', 'd')).toEqual([
      { label: '2024-02-09 07:00', value: 1 },
    ]);
    expect(timeBuckets([{ group: { d_year: 2021 }, value: 3 }], 'year', 'd')).toEqual([{ label: '2021', value: 3 }]);
    const weeks = [
      { group: { d_year: 2025, d_week: 1 }, value: 5 },
      { group: { d_year: 2024, d_week: 52 }, value: 6 },
    ];
    expect(timeBuckets(weeks, 'week', 'd')).toEqual([
      { label: '2024-W52', value: 6 },
      { label: '2025-W01', value: 5 },
    ]);
  });

  it('answers no buckets for an empty answer', () => {
    expect(timeBuckets([], 'month', 'created')).toEqual([]);
  });

  it('bounds the range with $NOW and keeps the panel filter; auto adds nothing', () => {
    const filter = { status: { _eq: 'paid' } };
    expect(rangeFilter('3 months', 'created', filter)).toEqual({ _and: [{ created: { _gte: '$NOW(-3 months)' } }, filter] });
    expect(rangeFilter('1 week', 'created', undefined)).toEqual({ created: { _gte: '$NOW(-1 week)' } });
    expect(rangeFilter('auto', 'created', filter)).toBe(filter);
    expect(isRange('1 week')).toBe(true);
    expect(isRange('auto')).toBe(true);
    expect(isRange('soon')).toBe(false);
    expect(isRange('3 fortnights')).toBe(false);
  });
});

describe('bar groups and pie slices', () => {
  const groups = [
    { group: { status: 'paid' }, value: 3 },
    { group: { status: null }, value: '1' },
    { group: { status: 'open' }, value: 5 },
    { group: { status: 'void' }, value: 0 },
  ];

  it('keeps the API order for bars and names the empty group', () => {
    expect(barGroups(groups, 'status')).toEqual([
      { label: 'paid', value: 3 },
      { label: '(empty)', value: 1 },
      { label: 'open', value: 5 },
      { label: 'void', value: 0 },
    ]);
  });

  it('orders slices largest first and leaves out the empty ones', () => {
    expect(pieSlices(groups, 'status')).toEqual([
      { label: 'open', value: 5 },
      { label: 'paid', value: 3 },
      { label: '(empty)', value: 1 },
    ]);
    expect(pieSlices([], 'status')).toEqual([]);
  });

  it('formats values with the decimals option', () => {
    expect(formatChartValue(1234.5, 2, 'en-US')).toBe('1,234.50');
    expect(formatChartValue(2.345, null, 'en-US')).toBe('2.35');
    expect(formatChartValue(7, 0, 'en-US')).toBe('7');
  });
});
