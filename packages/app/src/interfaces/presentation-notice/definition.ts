import { PresentationNotice } from './presentation-notice.js';
import type { InterfaceDefinition } from '../types.js';

export const presentationNoticeInterface: InterfaceDefinition = {
  id: 'presentation-notice',
  name: 'Notice',
  types: ['alias'],
  component: PresentationNotice,
};
