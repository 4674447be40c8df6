import type { AggregateGroup } from '../../lib/insights/types.js';
import type { Field } from '../../lib/schema/types.js';
import { UNKNOWN_COLUMN_ID, columnId, groupChoices } from './kanban-columns.js';
import type { GroupValue } from './kanban-columns.js';

/** Cards a column shows at first, and how many more each "Show more" adds. */
export const KANBAN_PAGE = 50;
/** Columns of distinct values a field without choices gets at most; the rest go to "No value". */
export const KANBAN_MAX_VALUE_COLUMNS = 50;

/** One column's request: its value and the filter selecting its items. */
export interface ColumnQuery {
  id: string;
  value: GroupValue;
  title: string;
  filter: Record<string, unknown>;
}

const TEXT_TYPES = new Set(['string', 'text', 'uuid', 'hash', 'csv']);

function isGroupValue(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * The columns' values: the field's choices, else the distinct values the grouped count found
 * (sorted, at most KANBAN_MAX_VALUE_COLUMNS of them, the most frequent kept).
 */
export function columnValues(groupField: Field, groups: readonly AggregateGroup[]): { value: GroupValue; title: string }[] {
  const choices = groupChoices(groupField);
  if (choices.length > 0) return choices.map((choice) => ({ value: choice.value, title: choice.text }));
  const found = groups
    .map((group) => ({ value: group.group[groupField.field], count: Number(group.value ?? 0) }))
    .filter((entry): entry is { value: string | number; count: number } => isGroupValue(entry.value));
  const kept = [...found].sort((a, b) => b.count - a.count).slice(0, KANBAN_MAX_VALUE_COLUMNS);
  return kept
    .map((entry) => entry.value)
    .sort((a, b) => String(a).localeCompare(String(b), undefined, { numeric: true }))
    .map((value) => ({ value, title: String(value) }));
}

/**
 * One request per column: `{field: {_eq: value}}`, and for the last column ("No value") the items
 * whose value is empty or none of the columns' (what the board would otherwise never show).
 */
export function columnQueries(groupField: Field, values: readonly { value: GroupValue; title: string }[]): ColumnQuery[] {
  const field = groupField.field;
  const known = values.map((entry) => entry.value).filter((value): value is string | number | boolean => value !== null);
  const columns: ColumnQuery[] = values.map(({ value, title }) => ({
    id: columnId(value),
    value,
    title,
    filter: value === null ? { [field]: { _null: true } } : { [field]: { _eq: value } },
  }));
  // `_empty` is null or '' (the API refuses `_eq: ''`); fields that are not text can only be null.
  const unknown: Record<string, unknown>[] = [
    TEXT_TYPES.has(groupField.type) ? { [field]: { _empty: true } } : { [field]: { _null: true } },
  ];
  if (known.length > 0) unknown.push({ [field]: { _nin: known } });
  return [...columns, { id: UNKNOWN_COLUMN_ID, value: null, title: 'No value', filter: { _or: unknown } }];
}

/** The page's filter and a column's, both required. */
export function withColumnFilter(pageFilter: Record<string, unknown> | undefined, columnFilter: Record<string, unknown>) {
  return pageFilter && Object.keys(pageFilter).length > 0 ? { _and: [pageFilter, columnFilter] } : columnFilter;
}
