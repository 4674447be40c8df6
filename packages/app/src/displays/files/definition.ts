import type { DisplayDefinition } from '../types.js';
import { FilesDisplay } from './files-display.js';
import { junctionFilePaths, junctionFilesText } from './junction-files.js';

/** `files`: the files of a many-to-many to `directus_files`, as thumbnails. */
export const filesDisplay: DisplayDefinition = {
  id: 'files',
  name: 'Files',
  fields: junctionFilePaths,
  text: junctionFilesText,
  component: FilesDisplay,
};
