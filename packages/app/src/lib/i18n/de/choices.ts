import type { Messages } from '../messages-en.js';

export const choices: Messages['choices'] = {
  text: 'Text {{number}}',
  value: 'Wert {{number}}',
  foreground: 'Textfarbe {{number}}',
  background: 'Hintergrund {{number}}',
  swatch: '{{label}}: Farbfeld',
  remove: 'Auswahl {{number}} entfernen',
  add: 'Auswahl hinzufügen',
};
