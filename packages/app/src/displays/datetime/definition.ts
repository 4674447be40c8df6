import { displayOptions, type DisplayDefinition } from '../types.js';
import { formatDatetime } from './format-datetime.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';
import { i18n } from '../../lib/i18n/i18n.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'relative', label: 'displayOptions.relative', kind: 'boolean', hint: 'displayOptions.relativeHint' },
  { key: 'format', label: 'displayOptions.format', kind: 'text', hint: 'displayOptions.formatHint' },
  { key: 'strict', label: 'displayOptions.strict', kind: 'boolean' },
];

export const datetimeDisplay: DisplayDefinition = {
  id: 'datetime',
  get name() {
    return i18n.t('displayOptions.displayDatetime');
  },
  text: (value, column) => formatDatetime(value, column.field.type, displayOptions(column)),
  get options() {
    return translatedOptions(OPTIONS);
  },
};
