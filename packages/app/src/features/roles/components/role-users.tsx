import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.js';
import { Spinner } from '../../../components/spinner.js';
import { useRoleUsers } from '../api/use-role.js';

/** The role's users, each linking to their page in the users module. */
export function RoleUsers({ id }: { id: string }) {
  const users = useRoleUsers(id);
  if (users.isPending) return <Spinner label="Loading users" />;
  if (users.error) return <ErrorState error={users.error} />;
  if (users.data.length === 0) return <p>No user has this role.</p>;
  return (
    <ul aria-label="Users in this role">
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
