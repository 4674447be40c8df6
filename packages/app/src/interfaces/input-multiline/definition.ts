import { InputMultiline } from './input-multiline.js';
import type { InterfaceDefinition } from '../types.js';

export const inputMultilineInterface: InterfaceDefinition = {
  id: 'input-multiline',
  name: 'Textarea',
  types: ['text', 'string'],
  component: InputMultiline,
  options: [{ key: 'placeholder', label: 'Placeholder', kind: 'text' }],
};
