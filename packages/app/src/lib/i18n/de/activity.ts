import type { Messages } from '../messages-en.js';

export const activity: Messages['activity'] = {
  title: 'Aktivität',
  loading: 'Aktivität wird geladen',
  none: 'Keine Aktivität',
  noMatch: 'Nichts passt zu diesen Filtern.',
  log: 'Aktivitätsprotokoll',
  action: 'Aktion',
  user: 'Benutzer',
  collection: 'Sammlung',
  item: 'Eintrag',
  time: 'Zeit',
  pages: 'Seiten des Aktivitätsprotokolls',
  page: 'Seite {{page}}',
  filters: 'Aktivität filtern',
  allUsers: 'Alle Benutzer',
  allActions: 'Alle Aktionen',
  allCollections: 'Alle Sammlungen',
  from: 'Von',
  to: 'Bis',
  clearFilters: 'Filter zurücksetzen',
};
