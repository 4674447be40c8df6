import { RelatedList } from '../related-items/related-list.js';
import { relatedListOptions } from '../related-items/related-list-options.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = relatedListOptions('interfaceOptions.junctionTemplateHint', '{{tags_id.name}}');

/** Many-to-many list editor (`list-m2m`): rows are junction rows labelled by the related item. */
export const listM2mInterface: InterfaceDefinition = {
  id: 'list-m2m',
  get name() {
    return i18n.t('interfaceOptions.nameManyToMany');
  },
  types: ['alias'],
  relational: 'm2m',
  component: RelatedList,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
