import type { Messages } from '../messages-en.js';

export const selection: Messages['selection'] = {
  region: 'Ausgewählte Einträge',
  selectedOne: '{{count}} Eintrag ausgewählt',
  selectedMany: '{{count}} Einträge ausgewählt',
  edit: 'Bearbeiten',
  archive: 'Archivieren',
  delete: 'Löschen',
  clear: 'Auswahl aufheben',
  deleteTitleOne: '{{count}} Eintrag löschen?',
  deleteTitleMany: '{{count}} Einträge löschen?',
  archiveTitleOne: '{{count}} Eintrag archivieren?',
  archiveTitleMany: '{{count}} Einträge archivieren?',
  hiddenOne: 'Der ausgewählte Eintrag ist nicht sichtbar.',
  hiddenSingular: '{{hidden}} der {{count}} ausgewählten Einträge ist nicht sichtbar.',
  hiddenPlural: '{{hidden}} der {{count}} ausgewählten Einträge sind nicht sichtbar.',
};
