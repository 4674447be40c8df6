import type { Messages } from '../messages-en.js';

export const mentions: Messages['mentions'] = {
  notAllowed: 'Ihre Rolle darf keine anderen Benutzer auflisten, daher kann hier niemand erwähnt werden.',
  noMatch: 'Kein für Sie sichtbarer Benutzer passt zu „{{query}}“.',
};
