import { lazy, Suspense } from 'react';
import type { RoleRow } from '../../../lib/access/types.js';
import type { PageActionSlots } from '../../../lib/page-action-slots.js';
import { usePermissions } from '../../../lib/permissions/permissions-context.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';

// The section and its dialogs load only when an item page shows them.
const SharesSection = lazy(async () => ({ default: (await import('./shares-section.js')).SharesSection }));

function SharesSlot({ collection, primaryKey, ownRole }: { collection: string; primaryKey: PrimaryKey; ownRole: RoleRow | null }) {
  // Hidden from users who may not read shares, as the reference does.
  if (!usePermissions().can('directus_shares', 'read')) return null;
  return (
    <Suspense fallback={null}>
      <SharesSection collection={collection} primaryKey={primaryKey} ownRole={ownRole} />
    </Suspense>
  );
}

/** The item sidebar's "Shares" section, for the content pages' slots. */
export function shareSidebarSlot(ownRole: RoleRow | null): NonNullable<PageActionSlots['itemSidebar']> {
  return ({ collection, primaryKey }) => <SharesSlot collection={collection} primaryKey={primaryKey} ownRole={ownRole} />;
}
