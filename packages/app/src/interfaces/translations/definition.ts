import type { InterfaceDefinition } from '../types.js';
import { Translations } from './translations.js';

/** Translations editor (`translations`): an m2m into a languages collection, one tab per language. */
export const translationsInterface: InterfaceDefinition = {
  id: 'translations',
  name: 'Translations',
  types: ['alias'],
  relational: 'm2m',
  component: Translations,
};
