import { InputRichTextMd } from './input-rich-text-md.js';
import type { InterfaceDefinition } from '../types.js';

export const inputRichTextMdInterface: InterfaceDefinition = {
  id: 'input-rich-text-md',
  name: 'Markdown',
  types: ['text', 'string'],
  component: InputRichTextMd,
  options: [{ key: 'placeholder', label: 'Placeholder', kind: 'text' }],
};
