import type { Messages } from '../messages-en.js';

export const common: Messages['common'] = {
  loading: 'Wird geladen',
  save: 'Speichern',
  delete: 'Löschen',
  cancel: 'Abbrechen',
};
