import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/i18n/i18n.js';
import { formatDatetime, parseDatetime } from './format-datetime.js';

const now = new Date(2024, 5, 15, 12, 0, 0);

afterEach(async () => {
  await applyLanguage('en-US');
});

describe('datetime display', () => {
  it('reads a date as a calendar day in local time, so it never moves by timezone', () => {
    const day = parseDatetime('2024-03-05', 'date');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate(), day?.getHours()]).toEqual([2024, 2, 5, 0]);
    expect(formatDatetime('2024-03-05', 'date', { format: 'dd.MM.yyyy' })).toBe('05.03.2024');
  });

  it('formats with long (the default), short and custom patterns by field type', () => {
    expect(formatDatetime('2024-03-05', 'date')).toBe(new Date(2024, 2, 5).toLocaleDateString(undefined, { dateStyle: 'long' }));
    expect(formatDatetime('2024-03-05T14:30:00', 'dateTime', { format: 'short' })).toBe(
      new Date(2024, 2, 5, 14, 30).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatDatetime('14:30:00', 'time', { format: 'HH:mm' })).toBe('14:30');
    expect(formatDatetime('2024-03-05T14:30:00.000Z', 'timestamp', { format: 'yyyy' })).toBe('2024');
  });

  it('says how long ago with relative, with or without the suffix', () => {
    const threeDaysAgo = new Date(now.getTime() - 3 * 24 * 3600 * 1000).toISOString();
    expect(formatDatetime(threeDaysAgo, 'timestamp', { relative: true }, now)).toBe('3 days ago');
    expect(formatDatetime(threeDaysAgo, 'timestamp', { relative: true, suffix: false }, now)).toBe('3 days');
    expect(formatDatetime('2024-06-25', 'date', { relative: true }, now)).toBe('in 10 days');
  });

  it('says how long ago in German for a German user, in the words of a pattern too', async () => {
    await applyLanguage('de-DE');
    const threeDaysAgo = new Date(now.getTime() - 3 * 24 * 3600 * 1000).toISOString();
    expect(formatDatetime(threeDaysAgo, 'timestamp', { relative: true }, now)).toBe('vor 3 Tagen');
    expect(formatDatetime(threeDaysAgo, 'timestamp', { relative: true, suffix: false, strict: true }, now)).toBe('3 Tage');
    expect(formatDatetime('2024-06-25', 'date', { relative: true }, now)).toBe('in 10 Tagen');
    expect(formatDatetime('2024-03-05', 'date', { format: 'd. MMMM yyyy' })).toBe('5. März 2024');
  });

  it('shows an unreadable value as it is, and nothing for null', () => {
    expect(formatDatetime('soon', 'timestamp')).toBe('soon');
    expect(formatDatetime(null, 'timestamp')).toBe('');
    expect(formatDatetime('2024-03-05', 'date', { format: 'no-such-token-Q%' })).not.toBe('');
  });
});
