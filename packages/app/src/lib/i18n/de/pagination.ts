import type { Messages } from '../messages-en.js';

export const pagination: Messages['pagination'] = {
  label: 'Seitennavigation',
  rows: 'Zeilen {{first}}–{{last}}',
  range: '{{first}}–{{last}} von {{total}}',
  perPage: 'Pro Seite',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  page: 'Seite {{page}}',
  pageOf: 'Seite {{page}} von {{count}}',
};
