import type { FieldType } from '@tessera/shared';
import type { Dialect } from '../db/dialects/dialect.js';
import type { AppError } from '../errors/app-error.js';
import type { FieldOverview } from '../schema/schema-overview.js';
import { isUuid } from '../utils/is-uuid.js';
import { castDate, castDateTime, castTime } from './cast-date.js';
import { castDecimal, castFloat, castInteger } from './cast-number.js';
import { castGeometry, isGeometryType } from './geometry-value.js';

export type Fail = (reason: string) => AppError;

/**
 * A value from a filter or a payload → the value bound for a column of `type` on this database,
 * or `fail(reason)` when it cannot be one (`"abc"` for an integer, a malformed UUID or date).
 */
export function castValue(type: FieldType, value: unknown, dialect: Dialect, fail: Fail, dbType: string | null = null): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'integer':
    case 'bigInteger':
      return castInteger(value, type, fail);
    case 'float':
      return castFloat(value, dbType, fail);
    case 'decimal':
      return castDecimal(value, fail);
    case 'boolean':
      return castBoolean(value, fail);
    case 'uuid':
      if (!isUuid(value)) throw fail('has to be a valid UUID');
      return value.toLowerCase();
    case 'date':
      return castDate(value, fail);
    case 'dateTime':
    case 'timestamp':
      return dialect.formatDateTime(type, castDateTime(type, value, fail));
    case 'time':
      return castTime(value, fail);
    case 'json':
      return JSON.stringify(value);
    case 'csv':
      return Array.isArray(value) ? castCsvList(value, fail) : castText(value, fail);
    case 'string':
    case 'text':
    case 'hash':
      return castText(value, fail);
    default:
      return isGeometryType(type) ? castGeometry(type, value, dialect, fail) : value;
  }
}

function castText(value: unknown, fail: Fail): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
  if (text === null) throw fail('has to be a string');
  // PostgreSQL refuses NUL in text (a 500 from the driver); refused the same everywhere instead.
  if (text.includes('\0')) throw fail("can't contain NUL characters");
  return text;
}

/** A CSV list is stored joined by commas, so items that hold one (or are not text) would not read back. */
function castCsvList(list: unknown[], fail: Fail): string {
  const items = list.map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item) : null));
  if (items.some((item) => item === null || item.includes(','))) throw fail('has to be a list of strings without commas');
  return castText(items.join(','), fail);
}

function castBoolean(value: unknown, fail: Fail): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  throw fail('has to be a boolean');
}

/** castValue for a field: a `cast-boolean` field stored in an integer column is written as 1/0. */
export function castFieldValue(field: Pick<FieldOverview, 'type' | 'dbType'>, value: unknown, dialect: Dialect, fail: Fail): unknown {
  const cast = castValue(field.type, value, dialect, fail, field.dbType);
  if (typeof cast === 'boolean' && field.dbType !== null && !dialect.isBooleanColumn(field.dbType)) return cast ? 1 : 0;
  return cast;
}
