import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { castDecimal, castFloat, castInteger, checkDecimalDigits } from './cast-number.js';

const fail = (reason: string) => new AppError('INVALID_PAYLOAD', reason);
const reasonOf = (work: () => unknown): string | null => {
  try {
    work();
    return null;
  } catch (error) {
    return (error as AppError).message;
  }
};

describe('castInteger', () => {
  it.each([
    ['integer', 2147483647, 2147483647],
    ['integer', -2147483648, -2147483648],
    ['integer', ' 42 ', 42],
    ['integer', '-007', -7],
    ['bigInteger', 9007199254740991, 9007199254740991],
    ['bigInteger', '9223372036854775807', '9223372036854775807'],
    ['bigInteger', '-9223372036854775808', '-9223372036854775808'],
    ['bigInteger', '0009223372036854775807', '9223372036854775807'],
  ] as const)('%s accepts %j as %j', (type, value, expected) => {
    expect(castInteger(value, type, fail)).toBe(expected);
  });

  it.each([
    ['integer', 2147483648, 'is out of range'],
    ['integer', '-2147483649', 'is out of range'],
    ['integer', 2 ** 70, 'is out of range'],
    ['integer', 1.5, 'has to be an integer'],
    ['integer', '1e3', 'has to be an integer'],
    ['integer', Infinity, 'has to be an integer'],
    ['bigInteger', '9223372036854775808', 'is out of range'],
    ['bigInteger', '-9223372036854775809', 'is out of range'],
    // JSON.parse already rounded 9007199254740993 to this: refused rather than stored rounded.
    ['bigInteger', 9007199254740992, 'send it as a string'],
    ['bigInteger', 'twelve', 'has to be an integer'],
  ] as const)('%s refuses %j', (type, value, reason) => {
    expect(reasonOf(() => castInteger(value, type, fail))).toContain(reason);
  });
});

describe('castFloat', () => {
  it('takes finite numbers and numeric text', () => {
    expect(castFloat('1.5e3', null, fail)).toBe(1500);
    expect(castFloat(-0.25, 'double precision', fail)).toBe(-0.25);
    expect(castFloat(1e300, 'double', fail)).toBe(1e300);
  });

  it.each([
    ['1e400', null],
    [Infinity, null],
    ['abc', null],
    ['.', null],
    [1e39, 'real'],
    [-1e39, 'float'],
  ])('refuses %j in a %s column', (value, dbType) => {
    expect(reasonOf(() => castFloat(value, dbType, fail))).not.toBeNull();
  });
});

describe('castDecimal and checkDecimalDigits', () => {
  it.each([
    ['12.50', '12.5'],
    [' -0.010 ', '-0.01'],
    ['1.5e3', '1500'],
    ['25e-3', '0.025'],
    [3.25, '3.25'],
    ['-0', '0'],
    ['.5', '0.5'],
  ])('writes %j as %j', (value, expected) => {
    expect(castDecimal(value, fail)).toBe(expected);
  });

  it('refuses what is not a number, and exponents that would make huge texts', () => {
    for (const value of ['abc', '1.2.3', '', 'e5', Infinity, '1e999999999', true])
      expect(reasonOf(() => castDecimal(value, fail))).not.toBeNull();
  });

  it('bounds the digits before and after the point by precision and scale', () => {
    const check = (value: string) => reasonOf(() => checkDecimalDigits(value, 6, 2, fail));
    expect(check('9999.99')).toBeNull();
    expect(check('-9999.9900')).toBeNull();
    expect(check('10000')).toContain('at most 4 before the decimal point');
    expect(check('1.005')).toContain('at most 2 after the decimal point');
    expect(check('1e4')).toContain('before the decimal point');
    expect(reasonOf(() => checkDecimalDigits('123456789.123', null, null, fail))).toBeNull();
  });
});
