import type { Messages } from '../messages-en.js';

export const translationStrings: Messages['translationStrings'] = {
  badCode: 'Verwenden Sie einen Sprachcode wie en-US oder de-DE.',
  twice: 'Diese Sprache ist doppelt aufgeführt.',
  createTitle: 'Übersetzung erstellen',
  editTitle: '{{key}} bearbeiten',
  save: 'Übersetzung speichern',
  key: 'Schlüssel',
  valueN: 'Wert {{number}}',
  languageN: 'Sprache {{number}}',
  chooseLanguage: 'Sprache wählen',
  removeLanguageN: 'Sprache {{number}} entfernen',
  addLanguage: 'Sprache hinzufügen',
};
