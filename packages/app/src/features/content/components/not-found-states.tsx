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
    <EmptyState title={t('content.collectionNotFound')} icon="missing" action={<Link to="/content">{t('content.backToContent')}</Link>}>
      <p>{t('content.noSuchCollection', { collection })}</p>
    </EmptyState>
  );
}

/** `/content/<collection>/<key>` for an item that isn't there (deleted, never created, or outside the role's rows). */
export function ItemNotFound({ collection, itemKey }: { collection: string; itemKey: string }) {
  const { t } = useTranslation();
  const label = collectionLabel(collection);
  useBreadcrumbs([
    { label: t('shell.moduleContent'), to: '/content' },
    { label, to: `/content/${collection}` },
    { label: t('breadcrumbs.notFound') },
  ]);
  return (
    <EmptyState
      title={t('content.itemNotFound')}
      icon="missing"
      action={<Link to={`/content/${collection}`}>{t('content.backTo', { collection: label })}</Link>}
    >
      <p>{t('content.noSuchItem', { collection: label, key: itemKey })}</p>
    </EmptyState>
  );
}
