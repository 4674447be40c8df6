import { Outlet } from 'react-router';
import { SettingsNavigation } from './settings-navigation.js';
import './settings.css';

/** The settings module: its navigation beside the current settings page. */
export function SettingsLayout() {
  return (
    <div className="settings-layout">
      <SettingsNavigation />
      <main className="settings-layout__page">
        <Outlet />
      </main>
    </div>
  );
}
