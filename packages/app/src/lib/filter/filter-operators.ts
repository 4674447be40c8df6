/**
 * Filter operators the filter builder offers, and which field types allow which
 * (api-reference §4, "Operators allowed per type"; anything else the server rejects).
 */

/** How an operator's value is entered: one value, a list, a pair, or nothing (a flag). */
export type OperatorValueKind = 'single' | 'list' | 'range' | 'flag';

export interface FilterOperator {
  label: string;
  valueKind: OperatorValueKind;
}

export const FILTER_OPERATORS = {
  _eq: { label: 'Equals', valueKind: 'single' },
  _neq: { label: "Doesn't equal", valueKind: 'single' },
  _lt: { label: 'Less than', valueKind: 'single' },
  _lte: { label: 'Less than or equal to', valueKind: 'single' },
  _gt: { label: 'Greater than', valueKind: 'single' },
  _gte: { label: 'Greater than or equal to', valueKind: 'single' },
  _in: { label: 'Is one of', valueKind: 'list' },
  _nin: { label: 'Is not one of', valueKind: 'list' },
  _null: { label: 'Is null', valueKind: 'flag' },
  _nnull: { label: "Isn't null", valueKind: 'flag' },
  _contains: { label: 'Contains', valueKind: 'single' },
  _ncontains: { label: "Doesn't contain", valueKind: 'single' },
  _icontains: { label: 'Contains (case-insensitive)', valueKind: 'single' },
  _starts_with: { label: 'Starts with', valueKind: 'single' },
  _nstarts_with: { label: "Doesn't start with", valueKind: 'single' },
  _istarts_with: { label: 'Starts with (case-insensitive)', valueKind: 'single' },
  _nistarts_with: { label: "Doesn't start with (case-insensitive)", valueKind: 'single' },
  _ends_with: { label: 'Ends with', valueKind: 'single' },
  _nends_with: { label: "Doesn't end with", valueKind: 'single' },
  _iends_with: { label: 'Ends with (case-insensitive)', valueKind: 'single' },
  _niends_with: { label: "Doesn't end with (case-insensitive)", valueKind: 'single' },
  _between: { label: 'Is between', valueKind: 'range' },
  _nbetween: { label: "Isn't between", valueKind: 'range' },
  _empty: { label: 'Is empty', valueKind: 'flag' },
  _nempty: { label: "Isn't empty", valueKind: 'flag' },
  _intersects: { label: 'Intersects', valueKind: 'single' },
  _nintersects: { label: "Doesn't intersect", valueKind: 'single' },
  _intersects_bbox: { label: 'Intersects bounding box', valueKind: 'single' },
  _nintersects_bbox: { label: "Doesn't intersect bounding box", valueKind: 'single' },
} as const satisfies Record<string, FilterOperator>;

export type FilterOperatorName = keyof typeof FILTER_OPERATORS;

const STRING_OPERATORS: FilterOperatorName[] = [
  '_contains', '_ncontains', '_icontains', '_starts_with', '_nstarts_with', '_istarts_with', '_nistarts_with',
  '_ends_with', '_nends_with', '_iends_with', '_niends_with', '_eq', '_neq', '_empty', '_nempty', '_null', '_nnull', '_in', '_nin',
];
const ORDERED_OPERATORS: FilterOperatorName[] = ['_eq', '_neq', '_lt', '_lte', '_gt', '_gte', '_between', '_nbetween', '_null', '_nnull', '_in', '_nin'];
const CONCEALED_OPERATORS: FilterOperatorName[] = ['_empty', '_nempty', '_null', '_nnull'];

export const OPERATORS_BY_TYPE: Record<string, FilterOperatorName[]> = {
  string: STRING_OPERATORS,
  text: STRING_OPERATORS,
  csv: STRING_OPERATORS,
  binary: STRING_OPERATORS,
  integer: ORDERED_OPERATORS,
  bigInteger: ORDERED_OPERATORS,
  float: ORDERED_OPERATORS,
  decimal: ORDERED_OPERATORS,
  date: ORDERED_OPERATORS,
  dateTime: ORDERED_OPERATORS,
  time: ORDERED_OPERATORS,
  timestamp: ORDERED_OPERATORS,
  uuid: ['_eq', '_neq', '_null', '_nnull', '_in', '_nin'],
  boolean: ['_eq', '_neq', '_null', '_nnull'],
  json: ['_null', '_nnull'],
  hash: CONCEALED_OPERATORS,
  geometry: ['_eq', '_neq', '_null', '_nnull', '_intersects', '_nintersects', '_intersects_bbox', '_nintersects_bbox'],
};

/** Operators the server accepts for a field of `type` (concealed fields only allow emptiness checks). */
export function operatorsForType(type: string, special: readonly string[] = []): FilterOperatorName[] {
  if (special.includes('conceal')) return CONCEALED_OPERATORS;
  if (type.startsWith('geometry')) return OPERATORS_BY_TYPE.geometry ?? [];
  return OPERATORS_BY_TYPE[type] ?? [];
}

export const NUMERIC_TYPES: readonly string[] = ['integer', 'bigInteger', 'float', 'decimal'];
