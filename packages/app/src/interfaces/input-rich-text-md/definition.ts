import { InputRichTextMd } from './input-rich-text-md.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [{ key: 'placeholder', label: 'interfaceOptions.placeholder', kind: 'text' }];

export const inputRichTextMdInterface: InterfaceDefinition = {
  id: 'input-rich-text-md',
  get name() {
    return i18n.t('interfaceOptions.nameMarkdown');
  },
  types: ['text', 'string'],
  component: InputRichTextMd,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
