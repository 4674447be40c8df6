import type { InterfaceDefinition } from '../types.js';
import { FilesList } from './files-list.js';
import { i18n } from '../../lib/i18n/i18n.js';

/** `files`: several files through a junction (options `folder`, `enableCreate`, `enableSelect`). */
export const filesInterface: InterfaceDefinition = {
  id: 'files',
  get name() {
    return i18n.t('interfaceOptions.nameFiles');
  },
  types: ['alias'],
  relational: 'm2m',
  component: FilesList,
};
