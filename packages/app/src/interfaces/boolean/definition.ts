import { BooleanToggle } from './boolean.js';
import type { InterfaceDefinition } from '../types.js';

export const booleanInterface: InterfaceDefinition = {
  id: 'boolean',
  name: 'Toggle',
  types: ['boolean'],
  component: BooleanToggle,
  options: [{ key: 'label', label: 'Label', kind: 'text', hint: 'Shown beside the toggle.' }],
};
