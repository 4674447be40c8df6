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
  loading: 'Übersetzungen werden geladen',
  title: 'Übersetzungen',
  search: 'Übersetzungen durchsuchen',
  searchPlaceholder: 'Suchen…',
  none: 'Keine Übersetzungen',
  noneText:
    'Verwenden Sie einen Schlüssel als `$t:key` im Namen einer Sammlung oder eines Feldes, in einer Notiz oder einer Auswahl, um seinen Text in der Sprache jedes Benutzers zu zeigen.',
  noMatch: 'Keine Übersetzung passt zu „{{search}}“.',
  table: 'Übersetzungen',
  actions: 'Aktionen',
  deleteNamed: '{{key}} löschen',
  delete: 'Löschen',
  deleteTitle: '{{key}} löschen?',
  deleteText: 'Sein Text wird in allen Sprachen gelöscht; `$t:{{key}}` zeigt dann nur den Schlüssel.',
};
