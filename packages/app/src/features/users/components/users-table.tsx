import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar.js';
import type { RoleRow, UserRow } from '../../../lib/access/types.js';
import { USER_STATUSES, userName } from '../api/user-fields.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** Avatar, name, e-mail, role and status; the name opens the user. */
export function UsersTable({ users, roles }: { users: readonly UserRow[]; roles: readonly RoleRow[] }) {
  const { t } = useTranslation();
  const roleName = (id: string | null) => (id === null ? '—' : (roles.find((role) => role.id === id)?.name ?? id));
  const statusLabel = (value: UserRow['status']) => {
    const status = USER_STATUSES.find((entry) => entry.value === value);
    return status ? t(status.label) : value;
  };
  return (
    <table className="table" aria-label={t('users.usersTable')}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('users.avatar')}</span>
          </th>
          <th scope="col">{t('users.name')}</th>
          <th scope="col">{t('users.email')}</th>
          <th scope="col">{t('users.role')}</th>
          <th scope="col">{t('users.status')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const name = userName(user);
          return (
            <tr key={user.id} className="table__row">
              <td>
                <UserAvatar name={name} avatar={user.avatar} className="users-avatar" />
              </td>
              <td>
                <Link to={`/users/${encodeURIComponent(user.id)}`} aria-label={t('users.open', { name })}>
                  {name}
                </Link>
              </td>
              <td>{user.email}</td>
              <td>{roleName(user.role)}</td>
              <td>{statusLabel(user.status)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
