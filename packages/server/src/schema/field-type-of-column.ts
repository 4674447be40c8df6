import type { FieldType } from '@tessera/shared';
import type { ColumnInfo } from '../db/introspect/table-info.js';

/** The data model type of a live column, from its database type (the specials can refine it later). */
export function fieldTypeOfColumn(column: ColumnInfo): FieldType {
  const type = column.dataType.toLowerCase();
  if (type === 'uuid' || ((type === 'char' || type === 'character') && column.maxLength === 36)) return 'uuid';
  if (type === 'tinyint(1)' || type === 'boolean' || type === 'bool') return 'boolean';
  if (type === 'bigint' || type === 'int8') return 'bigInteger';
  if (/^(integer|int|int4|int2|smallint|mediumint|tinyint|serial)$/.test(type)) return 'integer';
  if (/^(real|float|float4|float8|double|double precision)$/.test(type)) return 'float';
  if (type === 'numeric' || type === 'decimal') return 'decimal';
  if (/^(character varying|varchar|char|character|nvarchar|nchar|string|enum|set)$/.test(type)) return 'string';
  if (/^(text|tinytext|mediumtext|longtext|clob|ntext)$/.test(type)) return 'text';
  if (type === 'json' || type === 'jsonb') return 'json';
  if (type === 'timestamp with time zone' || type === 'timestamptz' || type === 'timestamp') return 'timestamp';
  if (type === 'timestamp without time zone' || type === 'datetime') return 'dateTime';
  if (type === 'date') return 'date';
  if (type.startsWith('time')) return 'time';
  if (/^(bytea|blob|binary|varbinary|longblob)$/.test(type)) return 'binary';
  if (Object.hasOwn(GEOMETRY_TYPES, type)) return GEOMETRY_TYPES[type]!;
  return 'unknown';
}

/** OGC column types (MySQL/MariaDB, and SQLite's declared names) → geometry field types. */
const GEOMETRY_TYPES: Record<string, FieldType> = {
  geometry: 'geometry',
  geometrycollection: 'geometry',
  point: 'geometry.Point',
  linestring: 'geometry.LineString',
  polygon: 'geometry.Polygon',
  multipoint: 'geometry.MultiPoint',
  multilinestring: 'geometry.MultiLineString',
  multipolygon: 'geometry.MultiPolygon',
};
