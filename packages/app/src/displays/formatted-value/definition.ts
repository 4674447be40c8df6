import { displayOptions, type DisplayDefinition } from '../types.js';
import { formatValue } from './format-value.js';
import { FormattedValueDisplay } from './formatted-value.js';

export const formattedValueDisplay: DisplayDefinition = {
  id: 'formatted-value',
  text: (value, column) => formatValue(value, column.field.type, displayOptions(column)),
  component: FormattedValueDisplay,
  options: [
    { key: 'prefix', label: 'Prefix', kind: 'text' },
    { key: 'suffix', label: 'Suffix', kind: 'text' },
    { key: 'formatNumber', label: 'Format numbers', kind: 'boolean', hint: "Group digits as the user's language does." },
    { key: 'decimals', label: 'Decimals', kind: 'number' },
    { key: 'bold', label: 'Bold', kind: 'boolean' },
    { key: 'italic', label: 'Italic', kind: 'boolean' },
  ],
};
