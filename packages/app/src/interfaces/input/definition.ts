import { Input } from './input.js';
import type { InterfaceDefinition } from '../types.js';

export const inputInterface: InterfaceDefinition = {
  id: 'input',
  name: 'Input',
  types: ['string', 'uuid', 'bigInteger', 'integer', 'float', 'decimal', 'text'],
  component: Input,
  options: [
    { key: 'placeholder', label: 'Placeholder', kind: 'text' },
    { key: 'trim', label: 'Trim whitespace', kind: 'boolean' },
    { key: 'slug', label: 'Slugify', kind: 'boolean', hint: 'Only URL-safe characters are kept.' },
    { key: 'masked', label: 'Masked', kind: 'boolean', hint: 'The value is hidden as it is typed.' },
    { key: 'min', label: 'Minimum value', kind: 'number' },
    { key: 'max', label: 'Maximum value', kind: 'number' },
    { key: 'step', label: 'Step interval', kind: 'number' },
  ],
};
