import { Link } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { EmptyState } from '../../../components/empty-state.js';
import { collectionLabel } from '../../../lib/schema/labels.js';

/** Shown instead of a collection (or one of its items) the user's role may not read. */
export function NoAccess({ collection }: { collection: string }) {
  const label = collectionLabel(collection);
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('shell.moduleContent'), to: '/content' }, { label }]);
  return (
    <EmptyState title={t('content.noAccess')} icon="lock" action={<Link to="/content">{t('content.backToContent')}</Link>}>
      <p>{t('content.noPermission', { collection: label })}</p>
    </EmptyState>
  );
}
