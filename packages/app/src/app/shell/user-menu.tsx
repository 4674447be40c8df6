import { useNavigate } from 'react-router';
import { Menu } from '../../components/menu.js';
import { UserAvatar } from '../../components/user-avatar.js';
import type { MenuItem } from '../../components/menu.js';
import { displayName } from '../../features/auth/api/current-user.js';
import { useSignOut } from '../../features/auth/api/use-sign-out.js';
import type { Appearance, CurrentUser } from '../../lib/schema/system-types.js';
import { useSetAppearance } from './use-set-appearance.js';

const APPEARANCES: { value: Appearance; label: string }[] = [
  { value: 'light', label: 'Light appearance' },
  { value: 'dark', label: 'Dark appearance' },
  { value: 'auto', label: 'Automatic appearance (system)' },
];

export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const setAppearance = useSetAppearance();
  const name = displayName(user);
  const current = user.appearance ?? 'auto';
  const appearanceItems = APPEARANCES.map(({ value, label }): MenuItem => ({
    id: `appearance-${value}`,
    label,
    checked: current === value,
    onSelect: () => setAppearance.mutate(value),
  }));
  return (
    <Menu
      label="User menu"
      // The button's name is its visible name plus ", user menu" (WCAG 2.5.3, label in name).
      triggerNamesItself
      align="end"
      trigger={
        <>
          <UserAvatar name={name} avatar={user.avatar} size={24} className="user-menu__avatar" />
          <span className="user-menu__name">{name}</span>
          <span className="visually-hidden">, user menu</span>
        </>
      }
      items={[
        { id: 'my-account', label: 'My account', onSelect: () => void navigate(`/users/${encodeURIComponent(user.id)}`) },
        // The reference opens its activity log from the notifications drawer; it stays here, where it was before the drawer existed.
        { id: 'activity', label: 'Activity log', onSelect: () => void navigate('/activity') },
        ...appearanceItems,
        { id: 'sign-out', label: 'Sign out', onSelect: () => signOut.mutate('SIGN_OUT') },
      ]}
    />
  );
}
