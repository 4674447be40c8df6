import { displayOptions, type DisplayDefinition } from '../types.js';
import { formatValue } from './format-value.js';
import { plainValue } from './plain-value.js';
import { FormattedValueDisplay } from './formatted-value.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';
import { i18n } from '../../lib/i18n/i18n.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'prefix', label: 'displayOptions.prefix', kind: 'text' },
  { key: 'suffix', label: 'displayOptions.suffix', kind: 'text' },
  { key: 'format', label: 'displayOptions.formatValue', kind: 'boolean', hint: 'displayOptions.formatValueHint' },
  { key: 'decimals', label: 'displayOptions.decimals', kind: 'number' },
  { key: 'bold', label: 'displayOptions.bold', kind: 'boolean' },
  { key: 'italic', label: 'displayOptions.italic', kind: 'boolean' },
];

export const formattedValueDisplay: DisplayDefinition = {
  id: 'formatted-value',
  get name() {
    return i18n.t('displayOptions.displayFormattedValue');
  },
  text: (value, column) => formatValue(plainValue(value, column), column.field.type, displayOptions(column)),
  component: FormattedValueDisplay,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
