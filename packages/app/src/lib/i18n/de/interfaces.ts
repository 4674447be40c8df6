import type { Messages } from '../messages-en.js';

export const interfaces: Messages['interfaces'] = {
  noTranslationsRelation: 'Dieses Feld hat keine Übersetzungsbeziehung.',
  noLanguages: 'Die Sammlung {{collection}} hat noch keine Sprachen.',
  languagesOf: '{{label}}: Sprachen',
  translated: '{{language}} (übersetzt)',
  noTranslatedFields: 'Die Zwischentabelle {{collection}} hat keine übersetzten Felder.',
};
