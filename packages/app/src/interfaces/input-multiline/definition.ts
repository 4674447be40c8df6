import { InputMultiline } from './input-multiline.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [{ key: 'placeholder', label: 'interfaceOptions.placeholder', kind: 'text' }];

export const inputMultilineInterface: InterfaceDefinition = {
  id: 'input-multiline',
  get name() {
    return i18n.t('interfaceOptions.nameTextarea');
  },
  types: ['text', 'string'],
  component: InputMultiline,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
