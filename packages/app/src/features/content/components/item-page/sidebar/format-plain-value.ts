import type { Field } from '../../../../../lib/schema/types.js';
import { formatDateTime } from '../../../../../lib/i18n/format.js';

const DATE_TYPES = ['timestamp', 'dateTime'];

/**
 * A value as plain text, for places without the field's display: "—" for nothing, Yes/No for
 * booleans, dates in the editor's locale, lists joined, objects as JSON.
 */
export function formatPlainValue(value: unknown, field?: Pick<Field, 'type'>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && field && DATE_TYPES.includes(field.type)) {
    return formatDateTime(value);
  }
  if (Array.isArray(value) && value.every((entry) => typeof entry !== 'object' || entry === null))
    return value.map((entry) => String(entry)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
