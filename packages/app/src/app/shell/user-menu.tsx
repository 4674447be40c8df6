import { useNavigate } from 'react-router';
import { Menu } from '../../components/menu.js';
import { UserAvatar } from '../../components/user-avatar.js';
import type { MenuItem } from '../../components/menu.js';
import { displayName } from '../../features/auth/api/current-user.js';
import { useSignOut } from '../../features/auth/api/use-sign-out.js';
import type { Appearance, CurrentUser } from '../../lib/schema/system-types.js';
import { useSetAppearance } from './use-set-appearance.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

const APPEARANCES = [
  { value: 'light', label: 'shell.appearanceLight' },
  { value: 'dark', label: 'shell.appearanceDark' },
  { value: 'auto', label: 'shell.appearanceAuto' },
] as const satisfies readonly { value: Appearance; label: string }[];

export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const signOut = useSignOut();
  const setAppearance = useSetAppearance();
  const name = displayName(user);
  const current = user.appearance ?? 'auto';
  const appearanceItems = APPEARANCES.map(({ value, label }): MenuItem => ({
    id: `appearance-${value}`,
    label: t(label),
    checked: current === value,
    onSelect: () => setAppearance.mutate(value),
  }));
  return (
    <Menu
      label={t('shell.userMenu')}
      // The button's name is its visible name plus ", user menu" (WCAG 2.5.3, label in name).
      triggerNamesItself
      align="end"
      trigger={
        <>
          <UserAvatar name={name} avatar={user.avatar} size={24} className="user-menu__avatar" />
          <span className="user-menu__name">{name}</span>
          <span className="visually-hidden">{t('shell.userMenuSuffix')}</span>
        </>
      }
      items={[
        { id: 'my-account', label: t('shell.myAccount'), onSelect: () => void navigate(`/users/${encodeURIComponent(user.id)}`) },
        // The reference opens its activity log from the notifications drawer; it stays here, where it was before the drawer existed.
        { id: 'activity', label: t('shell.activityLog'), onSelect: () => void navigate('/activity') },
        { id: 'api-docs', label: t('shell.apiDocs'), onSelect: () => void navigate('/docs') },
        ...appearanceItems,
        { id: 'sign-out', label: t('shell.signOut'), onSelect: () => signOut.mutate('SIGN_OUT') },
      ]}
    />
  );
}
