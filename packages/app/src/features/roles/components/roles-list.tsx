import { useState } from 'react';
import { Link } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { ErrorState } from '../../../components/error-state.js';
import { Spinner } from '../../../components/spinner.js';
import { useRoles } from '../../../lib/access/use-roles.js';
import { useRoleUserCounts } from '../api/use-role.js';
import { CreateRoleDialog } from './create-role-dialog.js';

/** `/settings/roles`: the public role, then every role with its number of users. */
export function RolesList() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('settings.navigation') }, { label: t('settings.roles') }]);
  const roles = useRoles();
  const counts = useRoleUserCounts();
  const [isCreating, setCreating] = useState(false);
  return (
    <section aria-labelledby="roles-title">
      <div className="roles-toolbar">
        <h1 id="roles-title" className="roles-toolbar__title">
          {t('roles.title')}
        </h1>
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('roles.createRole')}
        </Button>
      </div>
      {roles.isPending ? (
        <Spinner label={t('roles.loadingRoles')} />
      ) : roles.error ? (
        <ErrorState error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <table className="table" aria-label={t('roles.roles')}>
          <thead>
            <tr>
              <th scope="col">{t('roles.name')}</th>
              <th scope="col">{t('roles.users')}</th>
              <th scope="col">{t('roles.description')}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="table__row">
              <td>
                <Link to="/settings/roles/public">{t('roles.public')}</Link>
              </td>
              <td>—</td>
              <td>{t('roles.publicShort')}</td>
            </tr>
            {roles.data.map((role) => (
              <tr key={role.id} className="table__row">
                <td>
                  <Link to={`/settings/roles/${encodeURIComponent(role.id)}`}>{role.name}</Link>
                </td>
                <td aria-label={t('roles.usersOf', { role: role.name })}>{counts.data?.[role.id] ?? (counts.isPending ? '…' : 0)}</td>
                <td>{role.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {isCreating ? <CreateRoleDialog onClose={() => setCreating(false)} /> : null}
    </section>
  );
}
