import type { Messages } from '../messages-en.js';

export const filterBuilder: Messages['filterBuilder'] = {
  fixedValue: 'Fester Wert',
  currentUser: 'Aktueller Benutzer',
  currentRole: 'Aktuelle Rolle',
};
