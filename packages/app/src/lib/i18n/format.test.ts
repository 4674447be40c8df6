import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize, formatNumber, formatRelativeTime, formatTime, languageName } from './format.js';
import { applyLanguage, i18n } from './i18n.js';

// A wall-clock moment, so the expectations hold in every time zone.
const MOMENT = new Date(2026, 10, 29, 14, 5);

afterEach(async () => {
  await applyLanguage('en-US');
});

describe('in English (the default)', () => {
  it('writes dates, times and numbers the US way', () => {
    expect(formatDate(MOMENT)).toBe('Nov 29, 2026');
    expect(formatTime(MOMENT)).toMatch(/^2:05\sPM$/);
    expect(formatDateTime(MOMENT)).toMatch(/^Nov 29, 2026, 2:05\sPM$/);
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(0.256, { style: 'percent' })).toBe('26%');
  });

  it('says how long ago or ahead, in the largest whole unit', () => {
    expect(formatRelativeTime(new Date(2026, 10, 26, 14, 5), MOMENT)).toBe('3 days ago');
    expect(formatRelativeTime(new Date(2026, 10, 29, 16, 5), MOMENT)).toBe('in 2 hours');
    expect(formatRelativeTime(new Date(2026, 10, 28, 14, 5), MOMENT)).toBe('yesterday');
    expect(formatRelativeTime(MOMENT, MOMENT)).toBe('now');
  });

  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1234, '1.2 kB'],
    [345_678, '346 kB'],
    [5_600_000, '5.6 MB'],
    [3_200_000_000, '3.2 GB'],
    [null, '—'],
  ])('writes %s bytes as %s, in powers of 1000', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));

  it('names languages and gives back what it cannot read', () => {
    expect(languageName('de-DE')).toBe('German (Germany)');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate('2026-11-29T14:05:00')).toBe('Nov 29, 2026');
  });
});

describe('in German', () => {
  it('writes dates, times, numbers and language names the German way for a de-DE user', async () => {
    await applyLanguage('de-DE');
    expect(i18n.locale).toBe('de-DE');
    expect(formatDate(MOMENT)).toBe('29.11.2026');
    expect(formatDate(MOMENT, 'long')).toBe('29. November 2026');
    expect(formatTime(MOMENT)).toBe('14:05');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatFileSize(1234)).toBe('1,2 kB');
    expect(formatRelativeTime(new Date(2026, 10, 26, 14, 5), MOMENT)).toBe('vor 3 Tagen');
    expect(languageName('en-US')).toBe('Englisch (Vereinigte Staaten)');
  });

  it('keeps an Austrian user’s own tag, and formats a language the app lacks as English', async () => {
    await applyLanguage('de-AT');
    expect(i18n.locale).toBe('de-AT');
    expect(formatDate(MOMENT, 'long')).toBe('29. November 2026');
    await applyLanguage('fr-FR');
    expect(i18n.locale).toBe('en-US');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});
