import type { DisplayDefinition } from '../types.js';
import { FILE_FIELDS, fileName, fileRow } from './file-row.js';
import { ImageDisplay } from './image-display.js';

const fileText = (value: unknown) => {
  const file = fileRow(value);
  return file ? fileName(file) : '';
};

export const imageDisplay: DisplayDefinition = {
  id: 'image',
  name: 'Image',
  fields: () => FILE_FIELDS,
  text: fileText,
  component: ImageDisplay,
};
