import type { Messages } from '../messages-en.js';

export const upload: Messages['upload'] = {
  uploads: 'Uploads',
  progress: '{{finished}} von {{count}} hochgeladen',
  clearFinished: 'Fertige entfernen',
  progressOf: 'Upload-Fortschritt von {{name}}',
  cancelFile: '{{name}} abbrechen',
  retryFile: '{{name}} erneut versuchen',
  cancel: 'Abbrechen',
  retry: 'Erneut versuchen',
  queued: 'Wartet',
  uploading: 'Wird hochgeladen',
  done: 'Hochgeladen',
  failed: 'Fehlgeschlagen',
  cancelled: 'Abgebrochen',
  dropFiles: 'Dateien hierher ziehen, einfügen oder',
  dropFile: 'Datei hierher ziehen, einfügen oder',
  chooseFiles: 'Dateien auswählen',
};
