import type { IsAny } from '../schema-types.js';

/**
 * The filter operators a field accepts, chosen from its TypeScript type (api-reference section 4,
 * "Operators allowed per type"). The Schema carries TypeScript types, not field types, so a
 * `string` stands for string, text, uuid, hash and every date or time type alike: it takes the
 * text operators and the ordering ones. Numbers take the ordering operators, booleans equality
 * and null checks only, GeoJSON objects the geometry operators, other objects (json) null checks.
 */

/** Dynamic variables the server resolves inside a query's filter values (api-reference section 4). */
export type DynamicVariable = '$NOW' | `$NOW(${string})` | '$CURRENT_USER' | '$CURRENT_ROLE';

/** A GeoJSON geometry: the value of a geometry field and of the `_intersects` operators. */
export type GeoJsonGeometry =
  | { type: 'Point' | 'LineString' | 'Polygon' | 'MultiPoint' | 'MultiLineString' | 'MultiPolygon'; coordinates: unknown }
  | { type: 'GeometryCollection'; geometries: readonly unknown[] };

export interface NullOperators {
  _null?: boolean;
  _nnull?: boolean;
}

export interface EqualityOperators<V> extends NullOperators {
  _eq?: V;
  _neq?: V;
}

export interface ListOperators<V> {
  _in?: readonly V[];
  _nin?: readonly V[];
}

export interface RangeOperators<V> {
  _lt?: V;
  _lte?: V;
  _gt?: V;
  _gte?: V;
  _between?: readonly [V, V];
  _nbetween?: readonly [V, V];
}

/** The `LIKE` family: the value is a piece of text, whatever the field's own literal values. */
export interface TextOperators {
  _contains?: string;
  _ncontains?: string;
  _icontains?: string;
  _starts_with?: string;
  _nstarts_with?: string;
  _istarts_with?: string;
  _nistarts_with?: string;
  _ends_with?: string;
  _nends_with?: string;
  _iends_with?: string;
  _niends_with?: string;
  _regex?: string;
  _empty?: boolean;
  _nempty?: boolean;
}

export interface GeometryOperators {
  _intersects?: GeoJsonGeometry;
  _nintersects?: GeoJsonGeometry;
  _intersects_bbox?: GeoJsonGeometry;
  _nintersects_bbox?: GeoJsonGeometry;
}

export type BooleanOperators = EqualityOperators<boolean>;

export interface NumberOperators<V = number> extends EqualityOperators<V>, ListOperators<V>, RangeOperators<V> {}

export interface StringOperators<V extends string = string>
  extends EqualityOperators<V | DynamicVariable>, ListOperators<V | DynamicVariable>, RangeOperators<string>, TextOperators {}

export interface GeometryFieldOperators<V> extends EqualityOperators<V>, GeometryOperators {}

/** A `csv` field (`string[]`) is filtered as the text it is stored as. */
export interface CsvOperators extends EqualityOperators<string>, ListOperators<string>, TextOperators {}

/** Every operator with any value: fields typed `unknown` or `any`, whose field type is not known. */
export type LooseOperators = { [Operator in keyof (StringOperators & NumberOperators & GeometryOperators)]?: unknown };

/** What marks an object type as a geometry: GeoJSON's `type` plus `coordinates` or `geometries`. */
type GeometryLike = { type: string; coordinates: unknown } | { type: string; geometries: unknown };

type Part<V, Operators> = [V] extends [never] ? never : Operators;

type ObjectOperators<V> = [V] extends [never]
  ? never
  : [V] extends [GeometryLike]
    ? GeometryFieldOperators<V>
    : [V] extends [readonly string[]]
      ? CsvOperators
      : NullOperators;

/**
 * The operators of a non-relational field of TypeScript type `T`. A field whose type mixes kinds
 * (`string | number`, as some databases send big integers) takes the operators of each kind.
 */
export type FieldOperators<T> =
  IsAny<T> extends true
    ? LooseOperators
    : unknown extends T
      ? LooseOperators
      : | Part<Extract<T, string>, StringOperators<Extract<T, string>>>
        | Part<Extract<T, number>, NumberOperators<Extract<T, number>>>
        | Part<Extract<T, boolean>, BooleanOperators>
        | ObjectOperators<Exclude<NonNullable<T>, string | number | boolean>>
        | ([NonNullable<T>] extends [never] ? NullOperators : never);
