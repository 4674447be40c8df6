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

const columnId = (value: GroupValue) => `column:${JSON.stringify(value)}`;

/**
 * The columns in the order of the field's choices, then one for empty or unknown values. A field
 * without choices gets a column per value met, in the order the rows (sorted by it) bring them.
 */
export function groupRows(rows: readonly Item[], groupField: Field): KanbanColumn[] {
  const choices = readChoices(optionsOf(groupField));
  const values: GroupValue[] = choices.length > 0 ? choices.map((choice) => choice.value) : distinctValues(rows, groupField.field);
  const columns: KanbanColumn[] = values.map((value, index) => ({
    id: columnId(value),
    value,
    title: choices[index]?.text ?? String(value),
    rows: [],
  }));
  const unknown: KanbanColumn = { id: UNKNOWN_COLUMN_ID, value: null, title: 'No value', rows: [] };
  for (const row of rows) {
    const value = row[groupField.field];
    const column = columns.find((candidate) => candidate.value !== null && String(candidate.value) === String(value));
    (value === null || value === undefined || value === '' || !column ? unknown : column).rows.push(row);
  }
  return [...columns, unknown];
}

function distinctValues(rows: readonly Item[], field: string): GroupValue[] {
  const seen = new Set<string>();
  const values: GroupValue[] = [];
  for (const row of rows) {
    const value = row[field];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (value === '' || seen.has(String(value))) continue;
    seen.add(String(value));
    values.push(value);
  }
  return values;
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
