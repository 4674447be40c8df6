import { SYSTEM_TABLES, type ColumnSpec } from '../../db/system-tables.js';
import { failedValidation } from '../../errors/error-helpers.js';
import { toBoolean } from '../../utils/to-boolean.js';

/** Columns stored as comma-separated text and answered as arrays (the reference's `cast-csv`). */
const CSV_COLUMNS = new Set(['directus_roles.ip_access']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COLUMNS = new Map(SYSTEM_TABLES.map((table) => [table.name, new Map(table.columns.map((column) => [column.name, column]))]));

export function columnsOf(table: string): ReadonlyMap<string, ColumnSpec> {
  const columns = COLUMNS.get(table);
  if (!columns) throw new Error(`${table} is not a system table`);
  return columns;
}

/** A row as the API answers it whatever the driver returned: JSON parsed, booleans, ISO timestamps, CSV as arrays. */
export function castRowOut(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const columns = columnsOf(table);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    const column = columns.get(name);
    out[name] = column && value !== null && value !== undefined ? castOut(table, column, value) : value;
  }
  return out;
}

function castOut(table: string, column: ColumnSpec, value: unknown): unknown {
  if (CSV_COLUMNS.has(`${table}.${column.name}`)) return typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : value;
  switch (column.type) {
    case 'json':
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    case 'boolean':
      return toBoolean(value);
    case 'timestamp':
      return toIsoTimestamp(value);
    default:
      return value;
  }
}

/** Payload values for the columns of `table`, ready for the driver; keys that are not columns are dropped, as the reference does. */
export function castRowIn(table: string, data: Record<string, unknown>): Record<string, unknown> {
  const columns = columnsOf(table);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const column = columns.get(name);
    if (!column) continue;
    out[name] = value === null || value === undefined ? null : castIn(table, column, value);
  }
  return out;
}

function castIn(table: string, column: ColumnSpec, value: unknown): unknown {
  if (CSV_COLUMNS.has(`${table}.${column.name}`)) {
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(',');
    if (typeof value === 'string') return value;
    throw failedValidation(column.name, 'Value has to be a list of strings.', { type: 'csv' });
  }
  switch (column.type) {
    case 'json':
      return JSON.stringify(value);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      throw failedValidation(column.name, 'Value has to be a boolean.', { type: 'boolean' });
    case 'timestamp': {
      const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) throw failedValidation(column.name, 'Value has to be a date.', { type: 'timestamp' });
      return date;
    }
    case 'uuid':
      if (typeof value === 'string' && UUID.test(value)) return value.toLowerCase();
      throw failedValidation(column.name, 'Value has to be a valid UUID.', { type: 'uuid' });
    case 'integer':
    case 'bigInteger':
    case 'float':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      throw failedValidation(column.name, 'Value has to be a number.', { type: column.type });
    default:
      if (typeof value === 'string') {
        if (column.length && value.length > column.length) throw failedValidation(column.name, `Value can't be longer than ${column.length} characters.`, { type: 'max' });
        return value;
      }
      if (column.type === 'text' && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
      throw failedValidation(column.name, 'Value has to be a string.', { type: 'string' });
  }
}

/** SQLite keeps Dates as epoch ms and defaults as `YYYY-MM-DD HH:MM:SS` (UTC); answer ISO 8601 either way. */
function toIsoTimestamp(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(value)) {
    const date = new Date(`${value.replace(' ', 'T')}${/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? '' : 'Z'}`);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  return value;
}
