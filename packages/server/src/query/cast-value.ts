import type { FieldType } from '@tessera/shared';
import type { AppError } from '../errors/app-error.js';
import type { FieldOverview } from '../schema/schema-overview.js';
import type { Dialect } from './dialects/dialect.js';
import { castGeometry, isGeometryType } from './geometry-value.js';

export type Fail = (reason: string) => AppError;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?/;
const NUMBER = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * A value from a filter or a payload → the value bound for a column of `type` on this database,
 * or `fail(reason)` when it cannot be one (`"abc"` for an integer, a malformed UUID or date).
 */
export function castValue(type: FieldType, value: unknown, dialect: Dialect, fail: Fail): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'integer':
    case 'bigInteger':
      return castInteger(value, type, fail);
    case 'float':
      return castNumber(value, fail);
    case 'decimal':
      return typeof value === 'string' && NUMBER.test(value) ? value.trim() : castNumber(value, fail);
    case 'boolean':
      return castBoolean(value, fail);
    case 'uuid':
      if (!isUuid(value)) throw fail('has to be a valid UUID');
      return value.toLowerCase();
    case 'date':
      return castDate(value, fail);
    case 'dateTime':
    case 'timestamp':
      return dialect.formatDateTime(type, toDate(type, value, fail));
    case 'time': {
      const match = typeof value === 'string' ? TIME.exec(value) : null;
      if (!match) throw fail('has to be a time (HH:mm:ss)');
      return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
    }
    case 'json':
      return JSON.stringify(value);
    case 'csv':
      return castText(Array.isArray(value) ? value.map(String).join(',') : value, fail);
    case 'string':
    case 'text':
    case 'hash':
      return castText(value, fail);
    default:
      return isGeometryType(type) ? castGeometry(type, value, dialect, fail) : value;
  }
}

function castText(value: unknown, fail: Fail): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') throw fail('has to be a string');
  // PostgreSQL text cannot hold NUL (it answered 500); refused on every engine so data moves between them.
  if (value.includes('\u0000')) throw fail("can't contain the NUL character");
  return value;
}

function castInteger(value: unknown, type: FieldType, fail: Fail): number | string {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
    const number = Number(value);
    if (Number.isSafeInteger(number)) return number;
    if (type === 'bigInteger') return value.trim();
  }
  throw fail('has to be an integer');
}

function castNumber(value: unknown, fail: Fail): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && NUMBER.test(value)) return Number(value);
  throw fail('has to be a number');
}

function castBoolean(value: unknown, fail: Fail): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  throw fail('has to be a boolean');
}

function castDate(value: unknown, fail: Fail): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match || Number.isNaN(Date.parse(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`))) throw fail('has to be a date (YYYY-MM-DD)');
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** dateTime values carry no zone: their digits are kept as written. Timestamps without a zone are UTC. */
function toDate(type: 'dateTime' | 'timestamp', value: unknown, fail: Fail): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value !== 'string') throw fail('has to be a date and time');
  const text = value.trim();
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  if (type === 'timestamp' && hasZone) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return date;
  }
  const match = DATE_TIME.exec(text);
  if (!match) throw fail('has to be a date and time');
  const [, day, hours = '00', minutes = '00', seconds = '00', fraction = ''] = match;
  const date = new Date(`${day}T${hours}:${minutes}:${seconds}${fraction.slice(0, 4)}Z`);
  if (Number.isNaN(date.getTime())) throw fail('has to be a date and time');
  return date;
}

/** castValue for a field: a `cast-boolean` field stored in an integer column is written as 1/0. */
export function castFieldValue(field: Pick<FieldOverview, 'type' | 'dbType'>, value: unknown, dialect: Dialect, fail: Fail): unknown {
  const cast = castValue(field.type, value, dialect, fail);
  if (typeof cast === 'boolean' && field.dbType !== null && !dialect.isBooleanColumn(field.dbType)) return cast ? 1 : 0;
  return cast;
}
