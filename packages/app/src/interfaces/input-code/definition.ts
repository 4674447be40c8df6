import { InputCode } from './input-code.js';
import type { InterfaceDefinition } from '../types.js';

export const inputCodeInterface: InterfaceDefinition = {
  id: 'input-code',
  name: 'Code',
  types: ['json', 'text', 'string'],
  component: InputCode,
  options: [
    {
      key: 'language',
      label: 'Language',
      kind: 'select',
      choices: ['Plain text', 'JSON', 'JavaScript', 'TypeScript', 'HTML', 'CSS', 'SQL', 'Markdown', 'YAML'].map((name) => ({
        value: name,
        text: name,
      })),
    },
    { key: 'placeholder', label: 'Placeholder', kind: 'text' },
  ],
};
