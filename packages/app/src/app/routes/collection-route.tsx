import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/current-user.js';
import { CollectionPage } from '../../features/content/components/collection-page.js';
import { FLOW_PAGE_SLOTS } from '../../features/flows/components/flow-page-slots.js';
import { PageActionSlotsProvider } from '../../lib/page-action-slots.js';
import type { CurrentUser } from '../../lib/schema/system-types.js';

/** `/content/:collection`. */
export function CollectionRoute() {
  const { collection = '' } = useParams();
  const user = useCurrentUser().data as CurrentUser;
  return (
    <PageActionSlotsProvider slots={FLOW_PAGE_SLOTS}>
      <CollectionPage key={collection} name={collection} user={user} />
    </PageActionSlotsProvider>
  );
}
