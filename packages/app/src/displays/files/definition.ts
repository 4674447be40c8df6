import type { DisplayDefinition } from '../types.js';
import { FilesDisplay } from './files-display.js';
import { junctionFilePaths, junctionFilesText } from './junction-files.js';
import { i18n } from '../../lib/i18n/i18n.js';

/** `files`: the files of a many-to-many to `directus_files`, as thumbnails. */
export const filesDisplay: DisplayDefinition = {
  id: 'files',
  get name() {
    return i18n.t('displayOptions.displayFiles');
  },
  fields: junctionFilePaths,
  text: junctionFilesText,
  component: FilesDisplay,
};
