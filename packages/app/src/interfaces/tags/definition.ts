import { Tags } from './tags.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'presets', label: 'interfaceOptions.presets', kind: 'list', hint: 'interfaceOptions.presetsHint' },
  { key: 'placeholder', label: 'interfaceOptions.placeholder', kind: 'text' },
  { key: 'alphabetize', label: 'interfaceOptions.alphabetize', kind: 'boolean' },
  {
    key: 'capitalization',
    label: 'interfaceOptions.capitalization',
    kind: 'select',
    choices: [
      { value: 'lowercase', text: 'interfaceOptions.lowerCase' },
      { value: 'uppercase', text: 'interfaceOptions.upperCase' },
    ],
  },
];

export const tagsInterface: InterfaceDefinition = {
  id: 'tags',
  get name() {
    return i18n.t('interfaceOptions.nameTags');
  },
  types: ['json', 'csv'],
  component: Tags,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
