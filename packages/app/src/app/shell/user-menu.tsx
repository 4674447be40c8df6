import { Menu } from '../../components/menu.js';
import { displayName } from '../../features/auth/api/current-user.js';
import { useSignOut } from '../../features/auth/api/use-sign-out.js';
import type { CurrentUser } from '../../lib/schema/system-types.js';

export function UserMenu({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  const name = displayName(user);
  return (
    <Menu
      label="User menu"
      align="end"
      trigger={
        <>
          <span className="user-menu__avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="user-menu__name">{name}</span>
        </>
      }
      items={[{ id: 'sign-out', label: 'Sign out', onSelect: () => signOut.mutate('SIGN_OUT') }]}
    />
  );
}
