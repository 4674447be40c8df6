import { NavLink } from 'react-router';
import { useRoles } from '../../../lib/access/use-roles.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

const linkClass = ({ isActive }: { isActive: boolean }) => `users-nav__link${isActive ? ' users-nav__link--active' : ''}`;

/** All users, then one entry per role (as the reference's users module lists them). */
export function UsersNavigation() {
  const { t } = useTranslation();
  const roles = useRoles();
  return (
    <nav className="users-nav" aria-label={t('users.directory')}>
      <ul className="users-nav__list">
        <li>
          <NavLink to="/users" end className={linkClass}>
            {t('users.allUsers')}
          </NavLink>
        </li>
        {(roles.data ?? []).map((role) => (
          <li key={role.id}>
            <NavLink to={`/users/roles/${encodeURIComponent(role.id)}`} className={linkClass}>
              {role.name}
            </NavLink>
          </li>
        ))}
        {roles.data ? (
          <li>
            <NavLink to="/users/roles/none" className={linkClass}>
              {t('users.roleNone')}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
