import type { InterfaceDefinition } from '../types.js';
import { FilesList } from './files-list.js';

/** `files`: several files through a junction (options `folder`, `enableCreate`, `enableSelect`). */
export const filesInterface: InterfaceDefinition = {
  id: 'files',
  name: 'Files',
  types: ['alias'],
  relational: 'm2m',
  component: FilesList,
};
