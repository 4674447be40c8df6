import { junctionRowLabel } from '../lib/display-template/junction-template.js';
import { itemLabel } from '../lib/display-template/render-display-template.js';
import type { Item } from '../lib/schema/types.js';
import type { LayoutColumn } from './types.js';
import { formatDate, formatDateTime } from '../lib/i18n/format.js';

function formatDateCell(value: string, type: string): string {
  if (type === 'time') return value;
  const date = new Date(type === 'date' ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return type === 'date' ? formatDate(date) : formatDateTime(date);
}

/** The text a layout shows for one value of a column. */
export function formatCell(value: unknown, column: LayoutColumn): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    if (column.junctionField) {
      const { junctionField, scopeField } = column;
      const relatedKeyField = column.relatedKeyField ?? 'id';
      const rows = value.filter((row): row is Item => typeof row === 'object' && row !== null);
      if (column.translationLanguage !== undefined) {
        const language = column.translationLanguage;
        const keyOf = (row: Item) => junctionRowLabel(row, null, junctionField, relatedKeyField);
        const shown = rows.find((row) => language !== null && keyOf(row) === language) ?? rows[0];
        return shown ? junctionRowLabel(shown, column.template ?? null, junctionField, relatedKeyField) : '';
      }
      return rows
        .map((row) => junctionRowLabel(row, column.template ?? null, junctionField, relatedKeyField, scopeField))
        .filter((text) => text !== '')
        .join(', ');
    }
    if (column.relatedKeyField && column.template) {
      const { template, relatedKeyField } = column;
      return value
        .map((entry) => (typeof entry === 'object' && entry !== null ? itemLabel(entry as Item, template, relatedKeyField) : String(entry)))
        .join(', ');
    }
    if (column.field.type === 'alias') return value.length === 1 ? '1 item' : `${value.length} items`;
    return value.map((entry) => (typeof entry === 'object' ? JSON.stringify(entry) : String(entry))).join(', ');
  }
  if (typeof value === 'object') {
    if (column.relatedKeyField) return itemLabel(value as Item, column.template, column.relatedKeyField);
    return JSON.stringify(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ['date', 'dateTime', 'timestamp', 'time'].includes(column.field.type))
    return formatDateCell(value, column.field.type);
  if (column.field.meta?.special?.includes('conceal')) return '••••••••';
  return String(value);
}
