import type { Messages } from '../messages-en.js';

export const notifications: Messages['notifications'] = {
  title: 'Benachrichtigungen',
  archiveAll: 'Alle archivieren',
  show: 'Anzeigen',
  inbox: 'Posteingang',
  archive: 'Archiv',
  loading: 'Benachrichtigungen werden geladen',
  noneNew: 'Keine neuen Benachrichtigungen.',
  noneArchived: 'Keine archivierten Benachrichtigungen.',
  archiveOne: 'Archivieren',
  moveToInbox: 'In den Posteingang',
  actionOn: '{{action}}: {{subject}}',
  openItem: 'Eintrag öffnen',
};
