import type { InterfaceDefinition } from '../types.js';
import { Translations } from './translations.js';
import { i18n } from '../../lib/i18n/i18n.js';

/** Translations editor (`translations`): an m2m into a languages collection, one tab per language. */
export const translationsInterface: InterfaceDefinition = {
  id: 'translations',
  get name() {
    return i18n.t('interfaceOptions.nameTranslations');
  },
  types: ['alias'],
  relational: 'm2m',
  component: Translations,
};
