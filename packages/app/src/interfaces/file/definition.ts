import type { InterfaceDefinition } from '../types.js';
import { FileInterface } from './file-interface.js';
import { i18n } from '../../lib/i18n/i18n.js';

/** `file`: any one file (options `folder`, `enableCreate`, `enableSelect`). */
export const fileInterface: InterfaceDefinition = {
  id: 'file',
  get name() {
    return i18n.t('interfaceOptions.nameFile');
  },
  types: ['uuid'],
  relational: 'm2o',
  component: FileInterface,
};
