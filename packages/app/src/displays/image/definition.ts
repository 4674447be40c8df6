import type { DisplayDefinition } from '../types.js';
import { FILE_FIELDS, fileName, fileRow } from './file-row.js';
import { ImageDisplay } from './image-display.js';
import { i18n } from '../../lib/i18n/i18n.js';

const fileText = (value: unknown) => {
  const file = fileRow(value);
  return file ? fileName(file) : '';
};

export const imageDisplay: DisplayDefinition = {
  id: 'image',
  get name() {
    return i18n.t('displayOptions.displayImage');
  },
  fields: () => FILE_FIELDS,
  text: fileText,
  component: ImageDisplay,
};
