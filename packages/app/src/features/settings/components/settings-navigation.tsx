import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** The settings pages, as the reference lists them. Other entries (flows, webhooks…) join when their pages exist. */
export const SETTINGS_PAGES = [
  { to: '/settings/data-model', label: 'settings.dataModel' },
  { to: '/settings/roles', label: 'settings.roles' },
  { to: '/settings/project', label: 'settings.project' },
  { to: '/settings/presets', label: 'settings.presets' },
  { to: '/settings/flows', label: 'settings.flows' },
  { to: '/settings/translations', label: 'settings.translations' },
] as const;

export function SettingsNavigation() {
  const { t } = useTranslation();
  return (
    <nav className="settings-nav" aria-label={t('settings.navigation')}>
      <ul className="settings-nav__list">
        {SETTINGS_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink className="settings-nav__link" to={page.to}>
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
