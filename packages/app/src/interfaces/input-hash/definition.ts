import { InputHash } from './input-hash.js';
import type { InterfaceDefinition } from '../types.js';

export const inputHashInterface: InterfaceDefinition = { id: 'input-hash', name: 'Hash', types: ['hash', 'string'], component: InputHash };
