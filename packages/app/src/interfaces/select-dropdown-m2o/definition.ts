import { SelectDropdownM2o } from './select-dropdown-m2o.js';
import type { InterfaceDefinition } from '../types.js';

export const selectDropdownM2oInterface: InterfaceDefinition = {
  id: 'select-dropdown-m2o',
  name: 'Many to one',
  types: ['integer', 'bigInteger', 'string', 'uuid'],
  relational: 'm2o',
  component: SelectDropdownM2o,
  options: [{ key: 'template', label: 'Display template', kind: 'template', hint: 'Fields of the related item, as {{title}}.' }],
};
