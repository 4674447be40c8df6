import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/current-user.js';
import { ItemRoutePage } from '../../features/content/components/item-route-page.js';
import { FLOW_PAGE_SLOTS } from '../../features/flows/components/flow-page-slots.js';
import { shareSidebarSlot } from '../../features/shares/components/share-sidebar-slot.js';
import { VERSION_PAGE_SLOTS } from '../../features/versions/version-page-slots.js';
import type { RoleRow } from '../../lib/access/types.js';
import { PageActionSlotsProvider } from '../../lib/page-action-slots.js';
import type { CurrentUser } from '../../lib/schema/system-types.js';

/** `/content/:collection/:key`. */
export function ItemRoute() {
  const { collection = '', key = '+' } = useParams();
  const user = useCurrentUser().data as CurrentUser;
  const ownRole = (typeof user.role === 'object' ? user.role : null) as RoleRow | null;
  const slots = useMemo(() => ({ ...FLOW_PAGE_SLOTS, ...VERSION_PAGE_SLOTS, itemSidebar: shareSidebarSlot(ownRole) }), [ownRole]);
  return (
    <PageActionSlotsProvider slots={slots}>
      <ItemRoutePage key={`${collection}:${key}`} name={collection} itemKey={key} user={user} />
    </PageActionSlotsProvider>
  );
}
