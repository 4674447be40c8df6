import type { Messages } from '../messages-en.js';

export const item: Messages['item'] = {
  save: 'Speichern',
  delete: 'Löschen',
  moreSaveOptions: 'Weitere Speicheroptionen',
  saveAndStay: 'Speichern und bleiben',
  saveAndCreateNew: 'Speichern und neu erstellen',
  saveAsCopy: 'Als Kopie speichern',
  deleteTitle: 'Diesen Eintrag löschen?',
  cannotBeUndone: 'Das kann nicht rückgängig gemacht werden.',
  couldNotSave: 'Speichern fehlgeschlagen',
  versionsUnavailable: 'Die Versionen konnten nicht geladen werden; das ist der Haupteintrag',
};
