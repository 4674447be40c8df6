import { RelatedList } from '../related-items/related-list.js';
import type { InterfaceDefinition } from '../types.js';

/** Many-to-many list editor (`list-m2m`): rows are junction rows labelled by the related item. */
export const listM2mInterface: InterfaceDefinition = {
  id: 'list-m2m',
  name: 'Many to many',
  types: ['alias'],
  relational: 'm2m',
  component: RelatedList,
  options: [
    { key: 'template', label: 'Display template', kind: 'template', hint: 'Fields of the junction row, as {{tags_id.name}}.' },
    { key: 'enableCreate', label: 'Allow creating items', kind: 'boolean', isOnByDefault: true },
    { key: 'enableSelect', label: 'Allow selecting items', kind: 'boolean', isOnByDefault: true },
  ],
};
