import type { AppError } from '../errors/app-error.js';

type Fail = (reason: string) => AppError;

// The spec's integer is 32-bit signed and bigInteger 64-bit signed, whatever the database would
// accept (SQLite takes any 64-bit value in an INTEGER column, so the range is ours to keep).
const INT32 = { min: -(2n ** 31n), max: 2n ** 31n - 1n };
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };
const INTEGER_TEXT = /^\s*([+-]?\d+)\s*$/;
const DECIMAL_TEXT = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?\s*$/i;
/** A single-precision column (PostgreSQL real, MySQL float) holds at most this magnitude. */
const FLOAT32_MAX = 3.4028234663852886e38;
const SINGLE_PRECISION_TYPES = /^(real|float4|float)$/i;
/** No database keeps more digits than this (PostgreSQL's numeric precision limit is 1000). */
const MAX_DECIMAL_DIGITS = 1000;

/**
 * An integer (32-bit) or bigInteger (64-bit) value. Numbers beyond 2^53 have already lost digits
 * when the JSON was parsed, so bigIntegers that large must come as strings (as the reference
 * accepts them); they stay strings so every digit reaches the database.
 */
export function castInteger(value: unknown, type: 'integer' | 'bigInteger', fail: Fail): number | string {
  const range = type === 'integer' ? INT32 : INT64;
  let big: bigint;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw fail('has to be an integer');
    if (!Number.isSafeInteger(value)) throw fail(type === 'bigInteger' ? 'is beyond 2^53: send it as a string' : outOfRange(range));
    big = BigInt(value);
  } else {
    const match = typeof value === 'string' ? INTEGER_TEXT.exec(value) : null;
    if (!match) throw fail('has to be an integer');
    big = BigInt(match[1]!);
  }
  if (big < range.min || big > range.max) throw fail(outOfRange(range));
  const number = Number(big);
  return Number.isSafeInteger(number) ? number : big.toString();
}

/**
 * A float: finite, and within single precision where the column is declared so. SQLite's REAL is
 * always double, but the same declaration is single on PostgreSQL and MySQL (Knex's float), so the
 * same schema takes the same values everywhere.
 */
export function castFloat(value: unknown, dbType: string | null, fail: Fail): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && DECIMAL_TEXT.test(value) && /\d/.test(value) ? Number(value) : NaN;
  if (Number.isNaN(number)) throw fail('has to be a number');
  const limit = dbType !== null && SINGLE_PRECISION_TYPES.test(dbType) ? FLOAT32_MAX : Number.MAX_VALUE;
  if (!Number.isFinite(number) || Math.abs(number) > limit) throw fail(`is out of range (at most ${limit} in magnitude)`);
  return number;
}

export interface DecimalParts {
  negative: boolean;
  /** Digits before the point, without leading zeros ('' for zero). */
  whole: string;
  /** Digits after the point, without trailing zeros. */
  fraction: string;
}

/** A decimal number (string or number, exponent allowed) → its exact digits; never through a float. */
export function parseDecimal(value: unknown, fail: Fail): DecimalParts {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value : '';
  const match = DECIMAL_TEXT.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw fail('has to be a number');
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  // Checked before the digits are shifted: "1e999999999" must not become a billion-digit string.
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_DECIMAL_DIGITS || whole.length + fraction.length > MAX_DECIMAL_DIGITS) {
    throw fail('has too many digits');
  }
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const shifted =
    point <= 0
      ? { whole: '', fraction: '0'.repeat(-point) + digits }
      : { whole: digits.slice(0, point).padEnd(point, '0'), fraction: digits.slice(point) };
  const parts = { whole: shifted.whole.replace(/^0+/, ''), fraction: shifted.fraction.replace(/0+$/, '') };
  return { negative: sign === '-' && (parts.whole !== '' || parts.fraction !== ''), ...parts };
}

/** A decimal value as bound for the database: plain digits, no exponent. */
export function castDecimal(value: unknown, fail: Fail): string {
  return decimalText(parseDecimal(value, fail));
}

export function decimalText({ negative, whole, fraction }: DecimalParts): string {
  return `${negative ? '-' : ''}${whole || '0'}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Whether a decimal fits `numeric(precision, scale)`: at most precision − scale digits before the
 * point, at most scale after it. The databases would round the extra fraction digits away (and
 * SQLite keeps any number), so both are refused rather than stored differently.
 */
export function checkDecimalDigits(value: unknown, precision: number | null, scale: number | null, fail: Fail): void {
  if (precision === null || value === null || value === undefined) return;
  const { whole, fraction } = parseDecimal(value, fail);
  const places = scale ?? 0;
  if (whole.length > precision - places) throw fail(`has too many digits (at most ${precision - places} before the decimal point)`);
  if (fraction.length > places) throw fail(`has too many digits (at most ${places} after the decimal point)`);
}

function outOfRange(range: { min: bigint; max: bigint }): string {
  return `is out of range (from ${range.min} to ${range.max})`;
}
