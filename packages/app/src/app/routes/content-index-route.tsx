import { Navigate } from 'react-router';
import { useBreadcrumbs } from '../../components/breadcrumbs.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorState } from '../../components/error-state.js';
import { Skeleton } from '../../components/skeleton.js';
import { firstReadableCollection } from '../../features/content/components/navigation/first-readable-collection.js';
import { readableCollectionTree } from '../../features/content/components/navigation/readable-tree.js';
import { usePermissions } from '../../lib/permissions/permissions-context.js';
import { useCollections } from '../../lib/schema/use-schema.js';

/** `/content`: straight into the first collection the user may read, as the navigation lists them. */
export function ContentIndexRoute() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('shell.moduleContent') }]);
  const permissions = usePermissions();
  const collections = useCollections();
  if (collections.error) return <ErrorState error={collections.error} onRetry={() => void collections.refetch()} />;
  if (collections.isPending) return <Skeleton label={t('content.loadingCollections')} shape="rows" />;
  const first = firstReadableCollection(readableCollectionTree(collections.data, permissions));
  if (first) return <Navigate to={`/content/${encodeURIComponent(first)}`} replace />;
  return (
    <EmptyState title={t('content.noCollectionsToShow')} icon="folder">
      <p>{t(permissions.isAdmin ? 'content.createCollectionHint' : 'content.noReadableCollection')}</p>
    </EmptyState>
  );
}
