import { SelectDropdown } from './select-dropdown.js';
import type { InterfaceDefinition } from '../types.js';

export const selectDropdownInterface: InterfaceDefinition = {
  id: 'select-dropdown',
  name: 'Dropdown',
  types: ['string', 'text', 'integer', 'bigInteger', 'float', 'decimal'],
  component: SelectDropdown,
};
