import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/current-user.js';
import { ItemRoutePage } from '../../features/content/components/item-route-page.js';
import { FLOW_PAGE_SLOTS } from '../../features/flows/components/flow-page-slots.js';
import { PageActionSlotsProvider } from '../../lib/page-action-slots.js';
import type { CurrentUser } from '../../lib/schema/system-types.js';

/** `/content/:collection/:key`. */
export function ItemRoute() {
  const { collection = '', key = '+' } = useParams();
  const user = useCurrentUser().data as CurrentUser;
  return (
    <PageActionSlotsProvider slots={FLOW_PAGE_SLOTS}>
      <ItemRoutePage key={`${collection}:${key}`} name={collection} itemKey={key} user={user} />
    </PageActionSlotsProvider>
  );
}
