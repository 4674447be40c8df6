import { Link } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { EmptyState } from '../../../components/empty-state.js';
import { collectionLabel } from '../../../lib/schema/labels.js';

/** `/content/<collection>` for a collection the data model doesn't have. */
export function CollectionNotFound({ collection }: { collection: string }) {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('shell.moduleContent'), to: '/content' }, { label: t('breadcrumbs.notFound') }]);
  return (
    <EmptyState title="Collection not found" icon="missing" action={<Link to="/content">Back to the content module</Link>}>
      <p>There is no collection called “{collection}”.</p>
    </EmptyState>
  );
}

/** `/content/<collection>/<key>` for an item that isn't there (deleted, never created, or outside the role's rows). */
export function ItemNotFound({ collection, itemKey }: { collection: string; itemKey: string }) {
  const label = collectionLabel(collection);
  useBreadcrumbs([{ label: 'Content', to: '/content' }, { label, to: `/content/${collection}` }, { label: 'Not found' }]);
  return (
    <EmptyState title="Item not found" icon="missing" action={<Link to={`/content/${collection}`}>Back to {label}</Link>}>
      <p>
        {label} has no item {itemKey}. It may have been deleted.
      </p>
    </EmptyState>
  );
}
