import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { PermissionsMatrix } from './permissions-matrix.js';

/** `/settings/roles/public`: the rules of requests without a user (`role: null`). */
export function PublicRolePage() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('settings.navigation') }, { label: t('settings.roles'), to: '/settings/roles' }, { label: 'Public' }]);
  return (
    <section aria-labelledby="public-role-title">
      <div className="roles-toolbar">
        <h1 id="public-role-title" className="roles-toolbar__title">
          {t('roles.public')}
        </h1>
      </div>
      <p>{t('roles.publicText')}</p>
      <PermissionsMatrix role={null} />
    </section>
  );
}
