import { formatCell } from '../../layouts/format-cell.js';
import type { DisplayDefinition } from '../types.js';

/**
 * Related items through a template: an m2o's item, an o2m's items, an m2m / m2a's junction rows.
 * The column carries the template and how rows lead on (see `collection-view/columns.ts`).
 */
export const relatedValuesDisplay: DisplayDefinition = { id: 'related-values', name: 'Related Values', text: formatCell };
