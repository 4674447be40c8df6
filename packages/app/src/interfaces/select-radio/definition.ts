import { SelectRadio } from './select-radio.js';
import type { InterfaceDefinition } from '../types.js';

export const selectRadioInterface: InterfaceDefinition = {
  id: 'select-radio',
  name: 'Radio buttons',
  types: ['string', 'integer', 'float', 'bigInteger'],
  component: SelectRadio,
  options: [{ key: 'choices', label: 'Choices', kind: 'choices' }],
};
