import { displayOptions, type DisplayDefinition } from '../types.js';
import { formatDatetime } from './format-datetime.js';

export const datetimeDisplay: DisplayDefinition = {
  id: 'datetime',
  name: 'Datetime',
  text: (value, column) => formatDatetime(value, column.field.type, displayOptions(column)),
  options: [
    { key: 'relative', label: 'Relative', kind: 'boolean', hint: 'As "3 days ago".' },
    { key: 'format', label: 'Format', kind: 'text', hint: 'long, short, or a pattern such as dd.MM.yyyy.' },
    { key: 'strict', label: 'Strict (relative)', kind: 'boolean' },
  ],
};
