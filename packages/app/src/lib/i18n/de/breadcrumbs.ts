import type { Messages } from '../messages-en.js';

export const breadcrumbs: Messages['breadcrumbs'] = {
  label: 'Brotkrümelnavigation',
  notFound: 'Nicht gefunden',
  deletedItem: 'Gelöschter Eintrag',
  newItemIn: 'Neuer Eintrag in {{collection}}',
};
