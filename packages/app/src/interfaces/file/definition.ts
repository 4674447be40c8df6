import type { InterfaceDefinition } from '../types.js';
import { FileInterface } from './file-interface.js';

/** `file`: any one file (options `folder`, `enableCreate`, `enableSelect`). */
export const fileInterface: InterfaceDefinition = {
  id: 'file',
  name: 'File',
  types: ['uuid'],
  relational: 'm2o',
  component: FileInterface,
};
