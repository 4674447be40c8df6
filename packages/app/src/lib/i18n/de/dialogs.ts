import type { Messages } from '../messages-en.js';

export const dialogs: Messages['dialogs'] = {
  close: 'Schließen',
  tryAgain: 'Erneut versuchen',
  couldNotLoad: 'Das konnte nicht geladen werden',
  unsavedTitle: 'Ungespeicherte Änderungen',
  discardChanges: 'Änderungen verwerfen',
  unsavedText: 'Sie haben Änderungen, die nicht gespeichert sind. Seite verlassen und die Änderungen verwerfen?',
  changes: 'Änderungen',
  field: 'Feld',
  before: 'Vorher',
  after: 'Nachher',
};
