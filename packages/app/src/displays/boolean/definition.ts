import type { DisplayDefinition } from '../types.js';
import { BooleanDisplay } from './boolean-display.js';
import { booleanLook, booleanValue } from './boolean-look.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';
import { i18n } from '../../lib/i18n/i18n.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'labelOn', label: 'displayOptions.labelOn', kind: 'text' },
  { key: 'labelOff', label: 'displayOptions.labelOff', kind: 'text' },
  { key: 'colorOn', label: 'displayOptions.colourOn', kind: 'text' },
  { key: 'colorOff', label: 'displayOptions.colourOff', kind: 'text' },
];

export const booleanDisplay: DisplayDefinition = {
  id: 'boolean',
  get name() {
    return i18n.t('displayOptions.displayBoolean');
  },
  text: (value, column) => {
    const state = booleanValue(value);
    return state === null ? '' : booleanLook(state, column).text;
  },
  component: BooleanDisplay,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
