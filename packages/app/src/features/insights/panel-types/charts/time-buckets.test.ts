import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FILLED_BUCKETS, timeBuckets, timeGroupBy } from './time-buckets.js';

describe('time series buckets', () => {
  it('groups by the date parts of the precision, coarse to fine (a week with its month)', () => {
    expect(timeGroupBy('year', 'created')).toEqual(['year(created)']);
    expect(timeGroupBy('week', 'created')).toEqual(['year(created)', 'month(created)', 'week(created)']);
    expect(timeGroupBy('hour', 'created')).toEqual(['year(created)', 'month(created)', 'day(created)', 'hour(created)']);
  });

  it('turns grouped answers into buckets oldest first, with numbers from strings and empty dates left out', () => {
    const groups = [
      { group: { created_year: 2024, created_month: 1, created_day: 3 }, value: '4' },
      { group: { created_year: 2023, created_month: 12, created_day: 31 }, value: 2 },
      { group: { created_year: null, created_month: null, created_day: null }, value: 9 },
      { group: { created_year: '2024', created_month: '1', created_day: '1' }, value: null },
    ];
    expect(timeBuckets(groups, 'day', 'created', 'max')).toEqual([
      { label: '2023-12-31', value: 2 },
      { label: '2024-01-01', value: 0 },
      { label: '2024-01-03', value: 4 },
    ]);
  });

  it('fills the buckets with no items with 0 for counts and sums, and leaves gaps for averages', () => {
    const groups = [
      { group: { d_year: 2024, d_month: 11 }, value: 3 },
      { group: { d_year: 2025, d_month: 2 }, value: 1 },
    ];
    expect(timeBuckets(groups, 'month', 'd', 'count')).toEqual([
      { label: '2024-11', value: 3 },
      { label: '2024-12', value: 0 },
      { label: '2025-01', value: 0 },
      { label: '2025-02', value: 1 },
    ]);
    expect(timeBuckets(groups, 'month', 'd', 'avg').map((point) => point.label)).toEqual(['2024-11', '2025-02']);
    const hours = [
      { group: { d_year: 2024, d_month: 3, d_day: 31, d_hour: 22 }, value: 1 },
      { group: { d_year: 2024, d_month: 4, d_day: 1, d_hour: 1 }, value: 2 },
    ];
    expect(timeBuckets(hours, 'hour', 'd', 'sum').map((point) => point.label)).toEqual([
      '2024-03-31 22:00',
      '2024-03-31 23:00',
      '2024-04-01 00:00',
      '2024-04-01 01:00',
    ]);
  });

  it('does not fill more than MAX_FILLED_BUCKETS buckets', () => {
    const seconds = [
      { group: { d_year: 2024, d_month: 1, d_day: 1, d_hour: 0, d_minute: 0, d_second: 0 }, value: 1 },
      { group: { d_year: 2024, d_month: 2, d_day: 1, d_hour: 0, d_minute: 0, d_second: 0 }, value: 1 },
    ];
    const points = timeBuckets(seconds, 'second', 'd', 'count');
    expect(points).toHaveLength(2);
    expect(points.length).toBeLessThanOrEqual(MAX_FILLED_BUCKETS);
  });

  it('puts the days of a week straddling New Year into one ISO week, labelled with its ISO year', () => {
    // Monday 2024-12-30 and Wednesday 2025-01-01 are both in 2025-W01; Sunday 2023-01-01 is in 2022-W52.
    const weeks = [
      { group: { d_year: 2024, d_month: 12, d_week: 1 }, value: 2 },
      { group: { d_year: 2025, d_month: 1, d_week: 1 }, value: 5 },
      { group: { d_year: 2024, d_month: 12, d_week: 52 }, value: 6 },
    ];
    expect(timeBuckets(weeks, 'week', 'd', 'count')).toEqual([
      { label: '2024-W52', value: 6 },
      { label: '2025-W01', value: 7 },
    ]);
    expect(timeBuckets([{ group: { d_year: 2023, d_month: 1, d_week: 52 }, value: 1 }], 'week', 'd', 'max')).toEqual([
      { label: '2022-W52', value: 1 },
    ]);
    expect(timeBuckets(weeks, 'week', 'd', 'max').at(-1)).toEqual({ label: '2025-W01', value: 5 });
  });

  it('answers no buckets for an empty answer', () => {
    expect(timeBuckets([], 'month', 'created')).toEqual([]);
  });

  it('never throws and keeps buckets in time order, whatever the API answers', () => {
    const part = fc.oneof(fc.integer({ min: -5, max: 3000 }), fc.constant(null), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(
        fc.array(fc.record({ d_year: part, d_month: part, d_week: part, d_day: part }), { maxLength: 8 }),
        fc.constantFrom('week' as const, 'day' as const, 'month' as const),
        (groups, precision) => {
          const points = timeBuckets(
            groups.map((group) => ({ group, value: 1 })),
            precision,
            'd',
            'count',
          );
          expect(new Set(points.map((point) => point.label)).size).toBe(points.length);
        },
      ),
    );
  });
});
