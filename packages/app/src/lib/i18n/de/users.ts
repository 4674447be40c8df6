import type { Messages } from '../messages-en.js';

export const users: Messages['users'] = {
  roleNone: 'Keine Rolle',
  role: 'Rolle',
  search: 'Benutzer durchsuchen',
  status: 'Status',
  anyStatus: 'Jeder Status',
  statusDraft: 'Entwurf',
  statusInvited: 'Eingeladen',
  statusUnverified: 'Nicht bestätigt',
  statusActive: 'Aktiv',
  statusSuspended: 'Gesperrt',
  statusArchived: 'Archiviert',
  filter: 'Filter',
  filterOn: 'Filter (aktiv)',
  invite: 'Benutzer einladen',
  create: 'Benutzer erstellen',
  loading: 'Benutzer werden geladen',
  noUsers: 'Keine Benutzer',
  noMatch: 'Kein Benutzer passt zu diesen Filtern.',
  noneYet: 'Hier gibt es noch keine Benutzer.',
  pageOf: 'Seite {{page}} von {{count}} · {{total}} Benutzer',
};
