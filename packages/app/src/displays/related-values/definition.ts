import { formatCell } from '../../layouts/format-cell.js';
import type { DisplayDefinition } from '../types.js';
import { i18n } from '../../lib/i18n/i18n.js';

/**
 * Related items through a template: an m2o's item, an o2m's items, an m2m / m2a's junction rows.
 * The column carries the template and how rows lead on (see `collection-view/columns.ts`).
 */
export const relatedValuesDisplay: DisplayDefinition = {
  id: 'related-values',
  get name() {
    return i18n.t('displayOptions.displayRelatedValues');
  },
  text: formatCell,
};
