import { FILE_FIELDS, fileName, fileRow } from '../image/file-row.js';
import type { DisplayDefinition } from '../types.js';
import { FileDisplay } from './file-display.js';
import { i18n } from '../../lib/i18n/i18n.js';

/** `file`: any file as an icon and its name. */
export const fileDisplay: DisplayDefinition = {
  id: 'file',
  get name() {
    return i18n.t('displayOptions.displayFile');
  },
  fields: () => FILE_FIELDS,
  text: (value) => {
    const file = fileRow(value);
    return file ? fileName(file) : '';
  },
  component: FileDisplay,
};
