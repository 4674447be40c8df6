import { InputCode } from './input-code.js';
import type { InterfaceDefinition } from '../types.js';

export const inputCodeInterface: InterfaceDefinition = {
  id: 'input-code',
  name: 'Code',
  types: ['json', 'text', 'string'],
  component: InputCode,
};
