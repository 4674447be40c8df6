import { PresentationNotice } from './presentation-notice.js';
import type { InterfaceDefinition } from '../types.js';

export const presentationNoticeInterface: InterfaceDefinition = {
  id: 'presentation-notice',
  name: 'Notice',
  types: ['alias'],
  component: PresentationNotice,
  options: [
    { key: 'text', label: 'Text', kind: 'text' },
    {
      key: 'color',
      label: 'Kind',
      kind: 'select',
      choices: ['info', 'success', 'warning', 'danger'].map((kind) => ({ value: kind, text: kind })),
    },
  ],
};
