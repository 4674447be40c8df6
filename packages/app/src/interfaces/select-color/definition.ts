import { SelectColor } from './select-color.js';
import type { InterfaceDefinition } from '../types.js';

export const selectColorInterface: InterfaceDefinition = { id: 'select-color', name: 'Color', types: ['string'], component: SelectColor };
