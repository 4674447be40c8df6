import { displayOptions, type DisplayDefinition } from '../types.js';
import { formatValue } from './format-value.js';
import { FormattedValueDisplay } from './formatted-value.js';

export const formattedValueDisplay: DisplayDefinition = {
  id: 'formatted-value',
  text: (value, column) => formatValue(value, column.field.type, displayOptions(column)),
  component: FormattedValueDisplay,
};
