import { InputCode } from './input-code.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  {
    key: 'language',
    label: 'interfaceOptions.language',
    kind: 'select',
    // The stored value is the English name, as before.
    choices: [
      { value: 'Plain text', text: 'interfaceOptions.codePlainText' },
      { value: 'JSON', text: 'interfaceOptions.codeJson' },
      { value: 'JavaScript', text: 'interfaceOptions.codeJavaScript' },
      { value: 'TypeScript', text: 'interfaceOptions.codeTypeScript' },
      { value: 'HTML', text: 'interfaceOptions.codeHtml' },
      { value: 'CSS', text: 'interfaceOptions.codeCss' },
      { value: 'SQL', text: 'interfaceOptions.codeSql' },
      { value: 'Markdown', text: 'interfaceOptions.codeMarkdown' },
      { value: 'YAML', text: 'interfaceOptions.codeYaml' },
    ],
  },
  { key: 'placeholder', label: 'interfaceOptions.placeholder', kind: 'text' },
];

export const inputCodeInterface: InterfaceDefinition = {
  id: 'input-code',
  get name() {
    return i18n.t('interfaceOptions.nameCode');
  },
  types: ['json', 'text', 'string'],
  component: InputCode,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
