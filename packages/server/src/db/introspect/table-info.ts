/** A neutral description of the live database, the same whatever the dialect. */

export interface ColumnInfo {
  name: string;
  table: string;
  /** The database's own type name, lower case (e.g. `varchar`, `integer`, `timestamp with time zone`). */
  dataType: string;
  /** Default as a plain value: strings unquoted, `CURRENT_TIMESTAMP` for now-defaults, null for none. */
  defaultValue: string | number | boolean | null;
  maxLength: number | null;
  numericPrecision: number | null;
  numericScale: number | null;
  isNullable: boolean;
  isUnique: boolean;
  isPrimaryKey: boolean;
  hasAutoIncrement: boolean;
}

export interface ForeignKeyInfo {
  table: string;
  column: string;
  foreignKeyTable: string;
  foreignKeyColumn: string;
  constraintName: string | null;
  onDelete: string | null;
  onUpdate: string | null;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  foreignKeys: ForeignKeyInfo[];
}

const NOW_DEFAULTS = /^(current_timestamp(\(\d*\))?|now\(\)|localtimestamp)$/i;

/** Turns a raw SQL default expression into a plain value. */
export function parseDefault(raw: unknown): ColumnInfo['defaultValue'] {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number' || typeof raw === 'boolean') return raw;
  let text = String(raw).trim();
  if (text.toUpperCase() === 'NULL') return null;
  // PostgreSQL appends casts: 'active'::character varying
  text = text.replace(/::[a-z ]+(\[\])?$/i, '');
  if (NOW_DEFAULTS.test(text)) return 'CURRENT_TIMESTAMP';
  if (/^'.*'$/s.test(text)) return text.slice(1, -1).replace(/''/g, "'");
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  return text;
}
