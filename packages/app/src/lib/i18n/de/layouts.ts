import type { Messages } from '../messages-en.js';

export const layouts: Messages['layouts'] = {
  order: 'Reihenfolge',
  selectAllOnPage: 'Alle Zeilen dieser Seite auswählen',
  reorderNamed: '{{name}} verschieben',
  reorderHint: 'Zum Umsortieren ziehen oder die Pfeiltasten verwenden',
  selectNamed: 'Auswählen: {{name}}',
  rangeHint: 'Mit Umschalt-Klick einen Bereich auswählen',
  openNamed: '{{name}} öffnen',
  chooseColumns: 'Spalten wählen',
  fields: 'Felder',
  items: 'Einträge',
  resizeNamed: 'Breite von {{name}} ändern',
};
