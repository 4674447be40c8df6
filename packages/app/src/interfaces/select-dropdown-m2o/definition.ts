import { SelectDropdownM2o } from './select-dropdown-m2o.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  {
    key: 'template',
    label: 'interfaceOptions.template',
    kind: 'template',
    hint: 'interfaceOptions.relatedTemplateHint',
    hintParams: { example: '{{title}}' },
  },
];

export const selectDropdownM2oInterface: InterfaceDefinition = {
  id: 'select-dropdown-m2o',
  get name() {
    return i18n.t('interfaceOptions.nameManyToOne');
  },
  types: ['integer', 'bigInteger', 'string', 'uuid'],
  relational: 'm2o',
  component: SelectDropdownM2o,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
