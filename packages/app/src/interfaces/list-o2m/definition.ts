import { RelatedList } from '../related-items/related-list.js';
import type { InterfaceDefinition } from '../types.js';

/** One-to-many list editor (`list-o2m`); shares its list with `list-m2m`. */
export const listO2mInterface: InterfaceDefinition = {
  id: 'list-o2m',
  name: 'One to many',
  types: ['alias'],
  relational: 'o2m',
  component: RelatedList,
  options: [
    { key: 'template', label: 'Display template', kind: 'template', hint: 'Fields of the related item, as {{title}}.' },
    { key: 'enableCreate', label: 'Allow creating items', kind: 'boolean', isOnByDefault: true },
    { key: 'enableSelect', label: 'Allow selecting items', kind: 'boolean', isOnByDefault: true },
  ],
};
