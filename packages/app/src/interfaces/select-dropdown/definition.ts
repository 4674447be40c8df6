import { SelectDropdown } from './select-dropdown.js';
import type { InterfaceDefinition } from '../types.js';

export const selectDropdownInterface: InterfaceDefinition = {
  id: 'select-dropdown',
  name: 'Dropdown',
  types: ['string', 'text', 'integer', 'bigInteger', 'float', 'decimal'],
  component: SelectDropdown,
  options: [
    { key: 'choices', label: 'Choices', kind: 'choices' },
    { key: 'allowNone', label: 'Allow none', kind: 'boolean', hint: 'The value can be cleared.' },
    { key: 'placeholder', label: 'Placeholder', kind: 'text' },
  ],
};
