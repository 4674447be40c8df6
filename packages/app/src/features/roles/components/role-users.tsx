import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.js';
import { Spinner } from '../../../components/spinner.js';
import { useRoleUsers } from '../api/use-role.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** The role's users, each linking to their page in the users module. */
export function RoleUsers({ id }: { id: string }) {
  const { t } = useTranslation();
  const users = useRoleUsers(id);
  if (users.isPending) return <Spinner label={t('roles.loadingUsers')} />;
  if (users.error) return <ErrorState error={users.error} />;
  if (users.data.length === 0) return <p>{t('roles.noUsers')}</p>;
  return (
    <ul aria-label={t('roles.usersInThisRole')}>
      {users.data.map((user) => {
        const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || user.id;
        return (
          <li key={user.id}>
            <Link to={`/users/${encodeURIComponent(user.id)}`}>{name}</Link> {user.email && name !== user.email ? `(${user.email})` : null}
          </li>
        );
      })}
    </ul>
  );
}
