import { Input } from './input.js';
import type { InterfaceDefinition } from '../types.js';

export const inputInterface: InterfaceDefinition = {
  id: 'input',
  name: 'Input',
  types: ['string', 'uuid', 'bigInteger', 'integer', 'float', 'decimal', 'text'],
  component: Input,
};
