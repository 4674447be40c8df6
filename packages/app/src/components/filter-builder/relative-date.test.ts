import { describe, expect, it } from 'vitest';
import { formatRelativeDate, parseRelativeDate } from './relative-date.js';

describe('relative dates', () => {
  it('reads the reference forms and writes them back the same', () => {
    for (const text of [
      '$NOW(-7 days)',
      '$NOW(+1 day)',
      '$NOW(-3 hours)',
      '$NOW(+2 weeks)',
      '$NOW(-1 month)',
      '$NOW(-10 years)',
      '$NOW(-30 minutes)',
    ]) {
      const parsed = parseRelativeDate(text);
      expect(parsed).not.toBeNull();
      expect(formatRelativeDate(parsed!)).toBe(text);
    }
    expect(parseRelativeDate('$NOW(-7 days)')).toEqual({ amount: 7, unit: 'days', direction: 'ago' });
    expect(parseRelativeDate('$NOW(2)')).toEqual({ amount: 2, unit: 'days', direction: 'from-now' });
    expect(parseRelativeDate('$NOW(-1 yr)')).toEqual({ amount: 1, unit: 'years', direction: 'ago' });
    expect(formatRelativeDate(parseRelativeDate('$NOW')!)).toBe('$NOW');
  });

  it('leaves what it cannot split up alone', () => {
    expect(parseRelativeDate('$NOW(-90 s)')).toBeNull();
    expect(parseRelativeDate('2024-01-01')).toBeNull();
  });
});
