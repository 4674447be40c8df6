import { Tags } from './tags.js';
import type { InterfaceDefinition } from '../types.js';

export const tagsInterface: InterfaceDefinition = {
  id: 'tags',
  name: 'Tags',
  types: ['json', 'csv'],
  component: Tags,
  options: [
    { key: 'presets', label: 'Presets', kind: 'list', hint: 'Tags offered for one click, one a line.' },
    { key: 'placeholder', label: 'Placeholder', kind: 'text' },
    { key: 'alphabetize', label: 'Alphabetize', kind: 'boolean' },
    {
      key: 'capitalization',
      label: 'Capitalization',
      kind: 'select',
      choices: [
        { value: 'lowercase', text: 'Lower case' },
        { value: 'uppercase', text: 'Upper case' },
      ],
    },
  ],
};
