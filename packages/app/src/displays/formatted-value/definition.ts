import { displayOptions, type DisplayDefinition } from '../types.js';
import { formatValue } from './format-value.js';
import { plainValue } from './plain-value.js';
import { FormattedValueDisplay } from './formatted-value.js';

export const formattedValueDisplay: DisplayDefinition = {
  id: 'formatted-value',
  name: 'Formatted Value',
  text: (value, column) => formatValue(plainValue(value, column), column.field.type, displayOptions(column)),
  component: FormattedValueDisplay,
  options: [
    { key: 'prefix', label: 'Prefix', kind: 'text' },
    { key: 'suffix', label: 'Suffix', kind: 'text' },
    { key: 'format', label: 'Format value', kind: 'boolean', hint: 'Numbers grouped as the language writes them, text title-cased.' },
    { key: 'decimals', label: 'Decimals', kind: 'number' },
    { key: 'bold', label: 'Bold', kind: 'boolean' },
    { key: 'italic', label: 'Italic', kind: 'boolean' },
  ],
};
