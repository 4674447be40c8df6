import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar.js';
import type { RoleRow, UserRow } from '../../../lib/access/types.js';
import { USER_STATUSES, userName } from '../api/user-fields.js';

/** Avatar, name, e-mail, role and status; the name opens the user. */
export function UsersTable({ users, roles }: { users: readonly UserRow[]; roles: readonly RoleRow[] }) {
  const roleName = (id: string | null) => (id === null ? '—' : (roles.find((role) => role.id === id)?.name ?? id));
  return (
    <table className="table" aria-label="Users">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Avatar</span>
          </th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Status</th>
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
                <Link to={`/users/${encodeURIComponent(user.id)}`} aria-label={`Open ${name}`}>
                  {name}
                </Link>
              </td>
              <td>{user.email}</td>
              <td>{roleName(user.role)}</td>
              <td>{USER_STATUSES.find((status) => status.value === user.status)?.label ?? user.status}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
