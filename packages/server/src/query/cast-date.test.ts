import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { castDate, castDateTime, castTime } from './cast-date.js';

const fail = (reason: string) => new AppError('INVALID_PAYLOAD', reason);
const refuses = (work: () => unknown) => expect(work).toThrow(AppError);

describe('castDate', () => {
  it('keeps the calendar day, ignoring a time after it', () => {
    expect(castDate('2024-02-29', fail)).toBe('2024-02-29');
    expect(castDate('2024-01-15T10:30:00Z', fail)).toBe('2024-01-15');
    expect(castDate('0001-01-01', fail)).toBe('0001-01-01');
    expect(castDate(new Date('2024-03-01T00:00:00Z'), fail)).toBe('2024-03-01');
  });

  it.each(['2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '0000-01-01', '2024-01-15garbage', 'someday', ''])(
    'refuses %j',
    (value) => {
      refuses(() => castDate(value, fail));
    },
  );
});

describe('castTime', () => {
  it('answers HH:mm:ss', () => {
    expect(castTime('09:05', fail)).toBe('09:05:00');
    expect(castTime('23:59:59.5', fail)).toBe('23:59:59');
  });

  it.each(['24:00:00', '12:60', '12:00:61', '9:00', '12:00 pm'])('refuses %j', (value) => refuses(() => castTime(value, fail)));
});

describe('castDateTime', () => {
  it('reads timestamps with a zone as instants and dateTime digits as written', () => {
    expect(castDateTime('timestamp', '2024-01-15T10:30:00+02:00', fail).toISOString()).toBe('2024-01-15T08:30:00.000Z');
    expect(castDateTime('dateTime', '2024-01-15T10:30:00+02:00', fail).toISOString()).toBe('2024-01-15T10:30:00.000Z');
    expect(castDateTime('timestamp', '2024-01-15 10:30', fail).toISOString()).toBe('2024-01-15T10:30:00.000Z');
    expect(castDateTime('timestamp', '0050-06-01T00:00:00Z', fail).getUTCFullYear()).toBe(50);
    expect(castDateTime('timestamp', 0, fail).toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it.each([
    2 ** 70,
    -1e15,
    1e15,
    '10000-01-01T00:00:00Z',
    '0000-12-31T23:00:00Z',
    '2024-02-30T10:00:00',
    '2024-01-15T25:00:00',
    '2024-01-15T10:00:00+25:00',
    'now',
    true,
  ])('refuses %j', (value) => refuses(() => castDateTime('timestamp', value, fail)));
});
