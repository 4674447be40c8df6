import { PresentationDivider } from './presentation-divider.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [{ key: 'title', label: 'interfaceOptions.title', kind: 'text' }];

export const presentationDividerInterface: InterfaceDefinition = {
  id: 'presentation-divider',
  get name() {
    return i18n.t('interfaceOptions.nameDivider');
  },
  types: ['alias'],
  component: PresentationDivider,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
