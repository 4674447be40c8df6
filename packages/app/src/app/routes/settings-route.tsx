import { Link } from 'react-router';
import { useBreadcrumbs } from '../../components/breadcrumbs.js';
import { EmptyState } from '../../components/empty-state.js';
import { isAdmin, useCurrentUser } from '../../features/auth/api/current-user.js';
import { SettingsLayout } from '../../features/settings/components/settings-layout.js';
import type { CurrentUser } from '../../lib/schema/system-types.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

function SettingsNoAccess() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('settings.navigation') }]);
  return (
    <EmptyState title={t('settings.noAccess')} icon="lock" action={<Link to="/content">{t('settings.backToContent')}</Link>}>
      <p>{t('settings.noAccessText')}</p>
    </EmptyState>
  );
}

/** `/settings`: the settings module, for administrators only (as the reference's module is). */
export function SettingsRoute() {
  const user = useCurrentUser().data as CurrentUser;
  return isAdmin(user) ? <SettingsLayout /> : <SettingsNoAccess />;
}
