import { RelatedList } from '../related-items/related-list.js';
import { relatedListOptions } from '../related-items/related-list-options.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = relatedListOptions('interfaceOptions.relatedTemplateHint', '{{title}}');

/** One-to-many list editor (`list-o2m`); shares its list with `list-m2m`. */
export const listO2mInterface: InterfaceDefinition = {
  id: 'list-o2m',
  get name() {
    return i18n.t('interfaceOptions.nameOneToMany');
  },
  types: ['alias'],
  relational: 'o2m',
  component: RelatedList,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
