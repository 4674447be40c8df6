import type { Messages } from '../messages-en.js';

export const files: Messages['files'] = {
  allFiles: 'Alle Dateien',
  myFiles: 'Meine Dateien',
  recent: 'Zuletzt',
  folder: 'Ordner',
  importFromUrl: 'Von URL importieren',
  dropToUpload: 'Dateien zum Hochladen hier ablegen, einfügen oder',
  loading: 'Dateien werden geladen',
  noMatch: 'Keine passenden Dateien',
  noneYet: 'Hier gibt es noch keine Dateien',
  tryAnother: 'Versuchen Sie eine andere Suche oder einen anderen Typ.',
  shownOf: '{{shown}} von {{count}} Dateien',
  loadMore: 'Mehr laden',
  search: 'Dateien durchsuchen',
  type: 'Typ',
  anyType: 'Jeder Typ',
  sort: 'Sortierung',
  layout: 'Ansicht',
  grid: 'Raster',
  table: 'Tabelle',
};
