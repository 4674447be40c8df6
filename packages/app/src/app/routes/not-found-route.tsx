import { Link } from 'react-router';
import { useBreadcrumbs } from '../../components/breadcrumbs.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import { EmptyState } from '../../components/empty-state.js';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('breadcrumbs.notFound') }]);
  return <EmptyState title={t('content.pageNotFound')} icon="missing" action={<Link to="/content">{t('content.goToContent')}</Link>} />;
}
