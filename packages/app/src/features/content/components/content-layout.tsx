import { Outlet } from 'react-router';
import { FormProviders } from '../../../form/form-providers.js';
import { ContentNavigation } from './navigation/content-navigation.js';
import { LiveUpdatesProvider } from '../live/live-updates.js';
import './content-layout.css';

/** The content module: its navigation beside the current collection or item. */
export function ContentLayout() {
  return (
    <FormProviders>
      <LiveUpdatesProvider>
        <div className="content-layout">
          <ContentNavigation />
          <main className="content-layout__page">
            <Outlet />
          </main>
        </div>
      </LiveUpdatesProvider>
    </FormProviders>
  );
}
