import type { InterfaceDefinition } from '../types.js';
import { ListM2a } from './list-m2a.js';

/** Many-to-any list editor (`list-m2a`): junction rows that each name a collection and an item of it. */
export const listM2aInterface: InterfaceDefinition = {
  id: 'list-m2a',
  name: 'Many to any',
  types: ['alias'],
  relational: 'm2a',
  component: ListM2a,
};
