import { NavLink } from 'react-router';

/** The settings pages, as the reference lists them. Other entries (flows, webhooks…) join when their pages exist. */
export const SETTINGS_PAGES: readonly { to: string; label: string }[] = [
  { to: '/settings/data-model', label: 'Data Model' },
  { to: '/settings/roles', label: 'Roles & Permissions' },
  { to: '/settings/project', label: 'Project Settings' },
  { to: '/settings/presets', label: 'Presets & Bookmarks' },
  { to: '/settings/flows', label: 'Flows' },
];

export function SettingsNavigation() {
  return (
    <nav className="settings-nav" aria-label="Settings">
      <ul className="settings-nav__list">
        {SETTINGS_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink className="settings-nav__link" to={page.to}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
