import { displayOptions, type DisplayDefinition } from '../types.js';
import { formatDatetime } from './format-datetime.js';

export const datetimeDisplay: DisplayDefinition = {
  id: 'datetime',
  text: (value, column) => formatDatetime(value, column.field.type, displayOptions(column)),
};
