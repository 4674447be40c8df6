import { lazy, Suspense } from 'react';
import type { PageActionSlots } from '../../lib/page-action-slots.js';

// The menu (and its dialogs) loads only on the page of an item whose collection has versioning.
const VersionMenu = lazy(async () => ({ default: (await import('./components/version-menu.js')).VersionMenu }));

/** The versions feature's part of the item page: the version menu in its header. */
export const VERSION_PAGE_SLOTS: PageActionSlots = {
  itemVersions: (props) => (
    <Suspense fallback={null}>
      <VersionMenu {...props} />
    </Suspense>
  ),
};
