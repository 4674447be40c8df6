import { SelectDropdown } from './select-dropdown.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'choices', label: 'interfaceOptions.choices', kind: 'choices' },
  { key: 'allowNone', label: 'interfaceOptions.allowNone', kind: 'boolean', hint: 'interfaceOptions.allowNoneHint' },
  { key: 'placeholder', label: 'interfaceOptions.placeholder', kind: 'text' },
];

export const selectDropdownInterface: InterfaceDefinition = {
  id: 'select-dropdown',
  get name() {
    return i18n.t('interfaceOptions.nameDropdown');
  },
  types: ['string', 'text', 'integer', 'bigInteger', 'float', 'decimal'],
  component: SelectDropdown,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
