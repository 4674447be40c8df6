import type { InterfaceDefinition } from '../types.js';
import { DEFAULT_TOOLBAR } from './rich-text-commands.js';
import { InputRichTextHtml } from './input-rich-text-html.js';

export const inputRichTextHtmlInterface: InterfaceDefinition = {
  id: 'input-rich-text-html',
  name: 'WYSIWYG',
  types: ['text', 'string'],
  component: InputRichTextHtml,
  options: [
    { key: 'placeholder', label: 'Placeholder', kind: 'text' },
    {
      key: 'toolbar',
      label: 'Toolbar',
      kind: 'list',
      hint: `Buttons by id; empty offers ${DEFAULT_TOOLBAR.join(', ')} (also h4-h6).`,
    },
    {
      key: 'font',
      label: 'Font',
      kind: 'select',
      choices: [
        { text: 'Sans serif', value: 'sans-serif' },
        { text: 'Serif', value: 'serif' },
        { text: 'Monospace', value: 'monospace' },
      ],
    },
    { key: 'folder', label: 'Folder', kind: 'text', hint: 'Id of the folder images uploaded here go to.' },
    { key: 'imageToken', label: 'Static access token for images', kind: 'text' },
    { key: 'softLength', label: 'Soft length limit', kind: 'number' },
  ],
};
