import { readChoices } from '../../interfaces/types.js';
import type { Field, Item, PrimaryKey } from '../../lib/schema/types.js';
import type { KanbanOptions } from './kanban-layout-options.js';

export type GroupValue = string | number | boolean | null;

/** One column: a choice of the group field, or (value null) the items with no or an unknown value. */
export interface KanbanColumn {
  /** The dnd-kit id of the column: unique even when a choice's value is the string "null". */
  id: string;
  value: GroupValue;
  title: string;
  rows: Item[];
  /** Items of this column on the server that are not loaded ("Show more"). */
  hidden: number;
}

export const UNKNOWN_COLUMN_ID = 'column:unknown';
const SELECT_INTERFACES = new Set(['select-dropdown', 'select-radio']);
const TEXT_TYPES = new Set(['string', 'text', 'uuid', 'hash']);

function optionsOf(field: Field): Record<string, unknown> {
  const options = field.meta?.options;
  return typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
}

/** Fields the layout can group by: select interfaces with choices first, then any string field. */
export function groupFieldCandidates(fields: readonly Field[]): Field[] {
  const candidates = fields.filter((field) => !field.schema?.is_primary_key);
  return [...candidates.filter(hasChoices), ...candidates.filter((field) => !hasChoices(field) && field.type === 'string')];
}

function hasChoices(field: Field): boolean {
  return SELECT_INTERFACES.has(field.meta?.interface ?? '') && readChoices(optionsOf(field)).length > 0;
}

/** Fields a card can show as its title or text: plain values, not relations or groups. */
export function textFieldCandidates(fields: readonly Field[]): Field[] {
  return fields.filter((field) => field.type !== 'alias' && (TEXT_TYPES.has(field.type) || field.type === 'integer'));
}

/** The options as they apply to these fields: a saved field that no longer exists falls back. */
export function resolveOptions(options: KanbanOptions, fields: readonly Field[], primaryKey: string): KanbanOptions {
  const has = (key: string | null, list: readonly Field[]) => (key && list.some((field) => field.field === key) ? key : null);
  const groups = groupFieldCandidates(fields);
  const texts = textFieldCandidates(fields);
  const groupField = has(options.groupField, groups) ?? groups[0]?.field ?? null;
  const titleFallback =
    texts.find((field) => field.field !== primaryKey && field.field !== groupField && field.type !== 'integer')?.field ?? primaryKey;
  return {
    groupField,
    titleField: has(options.titleField, texts) ?? titleFallback,
    textField: has(options.textField, texts),
  };
}

export const columnId = (value: GroupValue) => `column:${JSON.stringify(value)}`;

/** The group field's choices (Dropdown / Radio Buttons), in their order. */
export function groupChoices(field: Field): { text: string; value: GroupValue }[] {
  return readChoices(optionsOf(field));
}

/**
 * The rows in their columns, in the order of `values`, then one for empty or unknown values. The
 * rows are re-bucketed by their value, so an optimistic move shows at once. `hidden` counts, per
 * column id, the items the server holds beyond those loaded.
 */
export function groupRows(
  rows: readonly Item[],
  groupField: Field,
  values: readonly { value: GroupValue; title: string }[],
  hidden: ReadonlyMap<string, number> = new Map(),
): KanbanColumn[] {
  const columns: KanbanColumn[] = values.map(({ value, title }) => ({
    id: columnId(value),
    value,
    title,
    rows: [],
    hidden: hidden.get(columnId(value)) ?? 0,
  }));
  const unknown: KanbanColumn = {
    id: UNKNOWN_COLUMN_ID,
    value: null,
    title: 'No value',
    rows: [],
    hidden: hidden.get(UNKNOWN_COLUMN_ID) ?? 0,
  };
  for (const row of rows) {
    const value = row[groupField.field];
    const column = columns.find((candidate) => candidate.value !== null && String(candidate.value) === String(value));
    (value === null || value === undefined || value === '' || !column ? unknown : column).rows.push(row);
  }
  return [...columns, unknown];
}

export const cardId = (key: PrimaryKey) => `item:${JSON.stringify(key)}`;

/** What a drop asks of the API: a new group value (PATCH), a manual sort, or nothing. */
export type KanbanDrop =
  { kind: 'group'; key: PrimaryKey; patch: Item; value: GroupValue } | { kind: 'sort'; item: PrimaryKey; to: PrimaryKey } | null;

/**
 * The drop of card `activeId` on `overId` (a card or a column). Another column: the group field
 * takes that column's value. The same column, on another card: a manual sort, when the
 * collection has a sort field.
 */
export function planDrop(
  columns: readonly KanbanColumn[],
  activeId: string,
  overId: string | null,
  groupField: string,
  primaryKey: string,
  hasSortField: boolean,
): KanbanDrop {
  if (!overId || overId === activeId) return null;
  const columnOfCard = (id: string) => columns.find((column) => column.rows.some((row) => cardId(row[primaryKey] as PrimaryKey) === id));
  const from = columnOfCard(activeId);
  const to = columns.find((column) => column.id === overId) ?? columnOfCard(overId);
  const active = from?.rows.find((row) => cardId(row[primaryKey] as PrimaryKey) === activeId);
  if (!from || !to || !active) return null;
  const key = active[primaryKey] as PrimaryKey;
  if (from !== to) return { kind: 'group', key, patch: { [groupField]: to.value }, value: to.value };
  const target = to.rows.find((row) => cardId(row[primaryKey] as PrimaryKey) === overId);
  if (!hasSortField || !target) return null;
  return { kind: 'sort', item: key, to: target[primaryKey] as PrimaryKey };
}

/** The rows after moving `key` to `value`: the optimistic picture before the API answers. */
export function moveRow(rows: readonly Item[], primaryKey: string, key: PrimaryKey, groupField: string, value: GroupValue): Item[] {
  return rows.map((row) => (row[primaryKey] === key ? { ...row, [groupField]: value } : row));
}
