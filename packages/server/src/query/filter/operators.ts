import type { FilterOperatorName } from '@tessera/shared';
import type { Dialect } from '../../db/dialects/dialect.js';
import { raw, sql, type Fragment, type Param } from '../../db/sql/fragment.js';
import { regexPattern } from './regex-pattern.js';

export interface OperatorInput {
  column: Fragment;
  dialect: Dialect;
  /** The operator's value as it is in this query shape: null and booleans decide the SQL. */
  value: unknown;
  /** The value bound per request, cast to the column type, then passed through `transform`. */
  bind(transform?: (value: unknown) => unknown, index?: number): Param;
  /** A list operator's whole value bound as one parameter. */
  bindList(): Param;
  /** A geo operator's value bound as GeoJSON text (checked to be a GeoJSON geometry). */
  bindGeoJson(): Param;
}

export interface FilterOperator {
  compile(input: OperatorInput): Fragment;
}

const escapeLike = (value: unknown) => String(value).replace(/[\\%_]/g, (c) => `\\${c}`);
const lower = (value: unknown) => String(value).toLowerCase();

function like(pattern: (value: string) => string, options: { negate?: boolean; insensitive?: boolean } = {}): FilterOperator {
  return {
    compile: ({ column, dialect, bind }) => {
      const target = options.insensitive ? sql`LOWER(${column})` : column;
      const value = bind((v) => pattern(escapeLike(options.insensitive ? lower(v) : v)));
      return dialect.like(target, value, options.negate ?? false);
    },
  };
}

function compare(operator: string): FilterOperator {
  return { compile: ({ column, bind }) => sql`${column} ${raw(operator)} ${bind()}` };
}

const isNull = (column: Fragment, negate: boolean) => sql`${column} ${raw(negate ? 'IS NOT NULL' : 'IS NULL')}`;
const isEmpty = (column: Fragment, negate: boolean) =>
  negate ? sql`(${column} IS NOT NULL AND ${column} <> '')` : sql`(${column} IS NULL OR ${column} = '')`;

function intersects(options: { bbox: boolean; negate: boolean }): FilterOperator {
  return {
    compile: ({ column, dialect, bindGeoJson }) => {
      const test = dialect.geometryIntersects(column, bindGeoJson(), options.bbox);
      return options.negate ? sql`NOT (${test})` : test;
    },
  };
}

const contains = (v: string) => `%${v}%`;
const startsWith = (v: string) => `${v}%`;
const endsWith = (v: string) => `%${v}`;

/**
 * How each filter operator compiles to SQL (api-reference section 4); which field types allow
 * which operator is the shared table in @tessera/shared.
 */
export const FILTER_OPERATORS: Record<FilterOperatorName, FilterOperator> = {
  _eq: { compile: (input) => (input.value === null ? isNull(input.column, false) : sql`${input.column} = ${input.bind()}`) },
  _neq: { compile: (input) => (input.value === null ? isNull(input.column, true) : sql`${input.column} <> ${input.bind()}`) },
  _lt: compare('<'),
  _lte: compare('<='),
  _gt: compare('>'),
  _gte: compare('>='),
  _in: { compile: ({ column, dialect, bindList }) => dialect.inList(column, bindList(), false) },
  _nin: { compile: ({ column, dialect, bindList }) => dialect.inList(column, bindList(), true) },
  _null: { compile: ({ column, value }) => isNull(column, value !== true) },
  _nnull: { compile: ({ column, value }) => isNull(column, value === true) },
  _empty: { compile: ({ column, value }) => isEmpty(column, value !== true) },
  _nempty: { compile: ({ column, value }) => isEmpty(column, value === true) },
  _contains: like(contains),
  _ncontains: like(contains, { negate: true }),
  _icontains: like(contains, { insensitive: true }),
  _starts_with: like(startsWith),
  _nstarts_with: like(startsWith, { negate: true }),
  _istarts_with: like(startsWith, { insensitive: true }),
  _nistarts_with: like(startsWith, { negate: true, insensitive: true }),
  _ends_with: like(endsWith),
  _nends_with: like(endsWith, { negate: true }),
  _iends_with: like(endsWith, { insensitive: true }),
  _niends_with: like(endsWith, { negate: true, insensitive: true }),
  _regex: { compile: ({ column, dialect, bind }) => dialect.regex(column, bind(regexPattern)) },
  _between: { compile: ({ column, bind }) => sql`${column} BETWEEN ${bind(undefined, 0)} AND ${bind(undefined, 1)}` },
  _nbetween: { compile: ({ column, bind }) => sql`${column} NOT BETWEEN ${bind(undefined, 0)} AND ${bind(undefined, 1)}` },
  _intersects: intersects({ bbox: false, negate: false }),
  _nintersects: intersects({ bbox: false, negate: true }),
  _intersects_bbox: intersects({ bbox: true, negate: false }),
  _nintersects_bbox: intersects({ bbox: true, negate: true }),
};

/**
 * Where geometry fields compile differently. PostGIS has `=` for geometry but no `<>` (PostgreSQL
 * would compare the columns' text form instead), so `_neq` negates `=`, with the same NULL rule.
 */
export const GEOMETRY_OPERATORS: Partial<Record<FilterOperatorName, FilterOperator>> = {
  _neq: { compile: (input) => (input.value === null ? isNull(input.column, true) : sql`NOT (${input.column} = ${input.bind()})`) },
};
