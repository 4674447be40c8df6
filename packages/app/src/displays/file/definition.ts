import { FILE_FIELDS, fileName, fileRow } from '../image/file-row.js';
import type { DisplayDefinition } from '../types.js';
import { FileDisplay } from './file-display.js';

/** `file`: any file as an icon and its name. */
export const fileDisplay: DisplayDefinition = {
  id: 'file',
  name: 'File',
  fields: () => FILE_FIELDS,
  text: (value) => {
    const file = fileRow(value);
    return file ? fileName(file) : '';
  },
  component: FileDisplay,
};
