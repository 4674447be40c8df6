import type { InterfaceDefinition } from '../types.js';
import { DEFAULT_TOOLBAR } from './rich-text-commands.js';
import { InputRichTextHtml } from './input-rich-text-html.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  { key: 'placeholder', label: 'interfaceOptions.placeholder', kind: 'text' },
  {
    key: 'toolbar',
    label: 'interfaceOptions.toolbar',
    kind: 'list',
    hint: 'interfaceOptions.toolbarHint',
    hintParams: { buttons: DEFAULT_TOOLBAR.join(', ') },
  },
  {
    key: 'font',
    label: 'interfaceOptions.font',
    kind: 'select',
    choices: [
      { text: 'interfaceOptions.fontSansSerif', value: 'sans-serif' },
      { text: 'interfaceOptions.fontSerif', value: 'serif' },
      { text: 'interfaceOptions.fontMonospace', value: 'monospace' },
    ],
  },
  { key: 'folder', label: 'interfaceOptions.folder', kind: 'text', hint: 'interfaceOptions.folderHint' },
  { key: 'imageToken', label: 'interfaceOptions.imageToken', kind: 'text' },
  { key: 'softLength', label: 'interfaceOptions.softLength', kind: 'number' },
];

export const inputRichTextHtmlInterface: InterfaceDefinition = {
  id: 'input-rich-text-html',
  get name() {
    return i18n.t('interfaceOptions.nameWysiwyg');
  },
  types: ['text', 'string'],
  component: InputRichTextHtml,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
