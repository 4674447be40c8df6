import type { FieldType } from './field-types.js';

/**
 * Which filter operators each field type allows (api-reference §4, "Operators allowed per type").
 * The server rejects anything else with INVALID_QUERY; the app's filter builder offers only these.
 */

/** Every filter operator of the API (the structural keys _and, _or, _some, _none are not operators). */
export const FILTER_OPERATOR_NAMES = [
  '_eq',
  '_neq',
  '_lt',
  '_lte',
  '_gt',
  '_gte',
  '_in',
  '_nin',
  '_null',
  '_nnull',
  '_contains',
  '_ncontains',
  '_icontains',
  '_starts_with',
  '_nstarts_with',
  '_istarts_with',
  '_nistarts_with',
  '_ends_with',
  '_nends_with',
  '_iends_with',
  '_niends_with',
  '_regex',
  '_between',
  '_nbetween',
  '_empty',
  '_nempty',
  '_intersects',
  '_nintersects',
  '_intersects_bbox',
  '_nintersects_bbox',
] as const;

export type FilterOperatorName = (typeof FILTER_OPERATOR_NAMES)[number];

/** Field types with the geometry subtypes (`geometry.Point`, …) folded into `geometry`. */
export type OperatorFieldType = Exclude<FieldType, `geometry.${string}`>;

const STRING: readonly FilterOperatorName[] = [
  '_contains',
  '_ncontains',
  '_icontains',
  '_starts_with',
  '_nstarts_with',
  '_istarts_with',
  '_nistarts_with',
  '_ends_with',
  '_nends_with',
  '_iends_with',
  '_niends_with',
  '_regex',
  '_eq',
  '_neq',
  '_empty',
  '_nempty',
  '_null',
  '_nnull',
  '_in',
  '_nin',
];
const ORDERED: readonly FilterOperatorName[] = [
  '_eq',
  '_neq',
  '_lt',
  '_lte',
  '_gt',
  '_gte',
  '_between',
  '_nbetween',
  '_null',
  '_nnull',
  '_in',
  '_nin',
];
const GEOMETRY: readonly FilterOperatorName[] = [
  '_eq',
  '_neq',
  '_null',
  '_nnull',
  '_intersects',
  '_nintersects',
  '_intersects_bbox',
  '_nintersects_bbox',
];
const HASH: readonly FilterOperatorName[] = ['_empty', '_nempty', '_null', '_nnull'];

/** The longest `_regex` pattern accepted (characters): bounds the work a pattern can ask of the database. */
export const MAX_REGEX_PATTERN_LENGTH = 255;

/** Operators allowed per field type; alias fields hold no value and allow none. */
export const OPERATORS_BY_TYPE: Readonly<Record<OperatorFieldType, readonly FilterOperatorName[]>> = {
  string: STRING,
  text: STRING,
  csv: STRING,
  binary: STRING,
  integer: ORDERED,
  bigInteger: ORDERED,
  float: ORDERED,
  decimal: ORDERED,
  date: ORDERED,
  dateTime: ORDERED,
  time: ORDERED,
  timestamp: ORDERED,
  uuid: ['_eq', '_neq', '_null', '_nnull', '_in', '_nin'],
  boolean: ['_eq', '_neq', '_null', '_nnull'],
  json: ['_null', '_nnull'],
  hash: HASH,
  geometry: GEOMETRY,
  alias: [],
  unknown: ['_eq', '_neq', '_null', '_nnull'],
};

/** Fields with the `conceal` special only allow the operators of hash fields, whatever their type. */
export const CONCEALED_OPERATORS: readonly FilterOperatorName[] = HASH;

/** `geometry.Point` etc. → `geometry`; other types unchanged. */
export function operatorFieldType(type: string): string {
  return type.startsWith('geometry') ? 'geometry' : type;
}

/** Operators allowed for a field of `type` with these specials; none for a type the table does not know. */
export function operatorsForType(type: string, special: readonly string[] = []): readonly FilterOperatorName[] {
  if (special.includes('conceal')) return CONCEALED_OPERATORS;
  const base = operatorFieldType(type);
  return Object.hasOwn(OPERATORS_BY_TYPE, base) ? OPERATORS_BY_TYPE[base as OperatorFieldType] : [];
}

export function isFilterOperatorName(key: string): key is FilterOperatorName {
  return (FILTER_OPERATOR_NAMES as readonly string[]).includes(key);
}
