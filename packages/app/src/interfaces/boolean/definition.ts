import { BooleanToggle } from './boolean.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'label', label: 'interfaceOptions.label', kind: 'text', hint: 'interfaceOptions.labelHint' },
];

export const booleanInterface: InterfaceDefinition = {
  id: 'boolean',
  get name() {
    return i18n.t('interfaceOptions.nameToggle');
  },
  types: ['boolean'],
  component: BooleanToggle,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
