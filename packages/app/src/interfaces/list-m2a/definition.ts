import type { InterfaceDefinition } from '../types.js';
import { ListM2a } from './list-m2a.js';
import { i18n } from '../../lib/i18n/i18n.js';

/** Many-to-any list editor (`list-m2a`): junction rows that each name a collection and an item of it. */
export const listM2aInterface: InterfaceDefinition = {
  id: 'list-m2a',
  get name() {
    return i18n.t('interfaceOptions.nameManyToAny');
  },
  types: ['alias'],
  relational: 'm2a',
  component: ListM2a,
};
