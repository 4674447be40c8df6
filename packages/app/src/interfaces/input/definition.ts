import { Input } from './input.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'placeholder', label: 'interfaceOptions.placeholder', kind: 'text' },
  { key: 'trim', label: 'interfaceOptions.trim', kind: 'boolean' },
  { key: 'slug', label: 'interfaceOptions.slug', kind: 'boolean', hint: 'interfaceOptions.slugHint' },
  { key: 'masked', label: 'interfaceOptions.masked', kind: 'boolean', hint: 'interfaceOptions.maskedHint' },
  { key: 'min', label: 'interfaceOptions.min', kind: 'number' },
  { key: 'max', label: 'interfaceOptions.max', kind: 'number' },
  { key: 'step', label: 'interfaceOptions.step', kind: 'number' },
];

export const inputInterface: InterfaceDefinition = {
  id: 'input',
  get name() {
    return i18n.t('interfaceOptions.nameInput');
  },
  types: ['string', 'uuid', 'bigInteger', 'integer', 'float', 'decimal', 'text'],
  component: Input,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
