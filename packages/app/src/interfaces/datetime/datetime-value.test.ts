import { describe, expect, it } from 'vitest';
import { fromInputValue, toInputValue } from './datetime-value.js';

describe('datetime values', () => {
  it('round-trips dates, times and local date-times', () => {
    expect(fromInputValue(toInputValue('2024-03-05', 'date'), 'date')).toBe('2024-03-05');
    expect(fromInputValue(toInputValue('13:45:00', 'time'), 'time')).toBe('13:45:00');
    expect(fromInputValue(toInputValue('2024-03-05T13:45:00', 'dateTime'), 'dateTime')).toBe('2024-03-05T13:45:00');
  });

  it('keeps timestamps as the same instant', () => {
    const shown = toInputValue('2024-03-05T13:45:00.000Z', 'timestamp');
    expect(fromInputValue(shown, 'timestamp')).toBe('2024-03-05T13:45:00.000Z');
  });

  it('clears to null', () => {
    expect(fromInputValue('', 'date')).toBeNull();
    expect(toInputValue(null, 'dateTime')).toBe('');
  });
});
