import { InputHash } from './input-hash.js';
import type { InterfaceDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';

export const inputHashInterface: InterfaceDefinition = {
  id: 'input-hash',
  get name() {
    return i18n.t('interfaceOptions.nameHash');
  },
  types: ['hash', 'string'],
  component: InputHash,
};
