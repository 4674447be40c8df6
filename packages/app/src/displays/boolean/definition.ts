import type { DisplayDefinition } from '../types.js';
import { BooleanDisplay } from './boolean-display.js';
import { booleanLook, booleanValue } from './boolean-look.js';

export const booleanDisplay: DisplayDefinition = {
  id: 'boolean',
  name: 'Boolean',
  text: (value, column) => {
    const state = booleanValue(value);
    return state === null ? '' : booleanLook(state, column).text;
  },
  component: BooleanDisplay,
  options: [
    { key: 'labelOn', label: 'Label when on', kind: 'text' },
    { key: 'labelOff', label: 'Label when off', kind: 'text' },
    { key: 'colorOn', label: 'Colour when on', kind: 'text' },
    { key: 'colorOff', label: 'Colour when off', kind: 'text' },
  ],
};
