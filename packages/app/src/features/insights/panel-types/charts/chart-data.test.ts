import { describe, expect, it } from 'vitest';
import { barGroups, formatChartValue, isRange, pieSlices, rangeFilter } from './chart-data.js';

describe('time series range', () => {
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
