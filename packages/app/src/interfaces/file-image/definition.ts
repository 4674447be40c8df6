import type { InterfaceDefinition } from '../types.js';
import { FileImageInterface } from './file-image-interface.js';
import { i18n } from '../../lib/i18n/i18n.js';

/** `file-image`: one picture with a large preview (options `folder`, `crop`, `letterbox`). */
export const fileImageInterface: InterfaceDefinition = {
  id: 'file-image',
  get name() {
    return i18n.t('interfaceOptions.nameImage');
  },
  types: ['uuid'],
  relational: 'm2o',
  component: FileImageInterface,
};
