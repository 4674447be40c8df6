import type { FilterOperatorName } from '@tessera/shared';

/**
 * How the filter builder shows each filter operator. Which field types allow which operator is
 * the table in @tessera/shared (api-reference §4), the same one the server checks against.
 */
export { operatorsForType } from '@tessera/shared';
export type { FilterOperatorName } from '@tessera/shared';

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
  _regex: { label: 'Matches regular expression', valueKind: 'single' },
  _between: { label: 'Is between', valueKind: 'range' },
  _nbetween: { label: "Isn't between", valueKind: 'range' },
  _empty: { label: 'Is empty', valueKind: 'flag' },
  _nempty: { label: "Isn't empty", valueKind: 'flag' },
  _intersects: { label: 'Intersects', valueKind: 'single' },
  _nintersects: { label: "Doesn't intersect", valueKind: 'single' },
  _intersects_bbox: { label: 'Intersects bounding box', valueKind: 'single' },
  _nintersects_bbox: { label: "Doesn't intersect bounding box", valueKind: 'single' },
} as const satisfies Record<FilterOperatorName, FilterOperator>;

export const NUMERIC_TYPES: readonly string[] = ['integer', 'bigInteger', 'float', 'decimal'];
