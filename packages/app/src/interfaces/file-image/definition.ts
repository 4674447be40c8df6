import type { InterfaceDefinition } from '../types.js';
import { FileImageInterface } from './file-image-interface.js';

/** `file-image`: one picture with a large preview (options `folder`, `crop`, `letterbox`). */
export const fileImageInterface: InterfaceDefinition = {
  id: 'file-image',
  name: 'Image',
  types: ['uuid'],
  relational: 'm2o',
  component: FileImageInterface,
};
