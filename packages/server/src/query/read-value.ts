import type { FieldOverview } from '../schema/schema-overview.js';
import { isGeometryType, readGeometry } from './geometry-value.js';

export type ValueReader = (value: unknown) => unknown;

const CONCEALED = '**********';
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * How a stored value of a field reads in answers, the same on every database: booleans as
 * true/false, integers as numbers, decimals as strings, dates as `YYYY-MM-DD`, dateTime as
 * `YYYY-MM-DDTHH:mm:ss`, timestamps as ISO 8601 in UTC, JSON parsed, CSV as arrays, geometry as
 * GeoJSON objects, concealed values masked. Null when the driver's value needs no change.
 */
export function readerFor(field: FieldOverview): ValueReader | null {
  if (field.special.includes('conceal')) return (value) => (value === null || value === undefined ? null : CONCEALED);
  if (field.special.includes('cast-boolean')) return readBoolean;
  if (isGeometryType(field.type)) return readGeometry;
  switch (field.type) {
    case 'boolean':
      return readBoolean;
    case 'integer':
    case 'float':
      return readNumber;
    case 'bigInteger':
      return readBigInteger;
    case 'decimal':
      return readDecimal(field.scale);
    case 'date':
      return readDate;
    case 'dateTime':
      return readDateTime;
    case 'timestamp':
      return readTimestamp;
    case 'json':
      return readJson;
    case 'csv':
      return readCsv;
    default:
      return field.special.includes('cast-json') ? readJson : null;
  }
}

export function readBoolean(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return Boolean(value);
}

export function readNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isNaN(number) ? value : number;
  }
  return value ?? null;
}

/** Numbers where they are exact; strings beyond 2^53 so no digit is lost. */
function readBigInteger(value: unknown): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  return value ?? null;
}

export function readDecimal(scale: number | null): ValueReader {
  return (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return scale === null ? String(value) : value.toFixed(scale);
    return String(value);
  };
}

export function readDate(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  // The drivers build dates at local midnight; the calendar day is what was stored.
  if (value instanceof Date) return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  if (typeof value === 'number') return new Date(value).toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

export function readDateTime(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    return `${readDate(value) as string}T${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
  }
  if (typeof value === 'number') return new Date(value).toISOString().slice(0, 19);
  const text = String(value);
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)/.exec(text);
  if (!match) return text;
  return `${match[1]}T${match[2]!.length === 5 ? `${match[2]}:00` : match[2]}`;
}

export function readTimestamp(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  const text = String(value);
  // SQLite's CURRENT_TIMESTAMP and our own writes store UTC without a zone: `YYYY-MM-DD HH:MM:SS`.
  if (text.length === 19 && text[10] === ' ' && text[4] === '-' && text[13] === ':' && text[16] === ':')
    return `${text.slice(0, 10)}T${text.slice(11)}.000Z`;
  const hasZone = /(Z|[+-]\d{2}(:?\d{2})?)$/.test(text);
  const date = new Date(hasZone ? text : `${text.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

export function readJson(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function readCsv(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value;
  const text = String(value);
  return text === '' ? [] : text.split(',');
}
