import { PresentationDivider } from './presentation-divider.js';
import type { InterfaceDefinition } from '../types.js';

export const presentationDividerInterface: InterfaceDefinition = {
  id: 'presentation-divider',
  name: 'Divider',
  types: ['alias'],
  component: PresentationDivider,
  options: [{ key: 'title', label: 'Title', kind: 'text' }],
};
