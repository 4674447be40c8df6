import { SelectColor } from './select-color.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';

export const selectColorInterface: InterfaceDefinition = {
  id: 'select-color',
  get name() {
    return i18n.t('interfaceOptions.nameColor');
  },
  types: ['string'],
  component: SelectColor,
};
