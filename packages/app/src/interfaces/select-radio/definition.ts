import { SelectRadio } from './select-radio.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [{ key: 'choices', label: 'interfaceOptions.choices', kind: 'choices' }];

export const selectRadioInterface: InterfaceDefinition = {
  id: 'select-radio',
  get name() {
    return i18n.t('interfaceOptions.nameRadioButtons');
  },
  types: ['string', 'integer', 'float', 'bigInteger'],
  component: SelectRadio,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
