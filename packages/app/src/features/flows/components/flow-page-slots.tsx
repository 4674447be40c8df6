import type { PageActionSlots } from '../../../lib/page-action-slots.js';
import { ManualFlowButtons } from './manual-flow-buttons.js';

/** The manual-flow buttons, for the content pages' action slots. */
export const FLOW_PAGE_SLOTS: PageActionSlots = {
  collection: ({ collection, selection }) => <ManualFlowButtons collection={collection} location="collection" keys={selection} />,
  item: ({ collection, primaryKey }) => <ManualFlowButtons collection={collection} location="item" keys={[primaryKey]} />,
};
