import { Outlet } from 'react-router';
import { BreadcrumbProvider, Breadcrumbs, useCurrentCrumbs } from '../../components/breadcrumbs.js';
import { Notifications } from '../../components/notifications/notifications.js';
import { isAdmin, useCurrentUser } from '../../features/auth/api/current-user.js';
import { useClient } from '../../lib/client-context.js';
import { useTheme } from '../../lib/themes/use-theme.js';
import type { CurrentUser } from '../../lib/schema/system-types.js';
import { NotificationsButton } from '../../features/notifications/components/notifications-button.js';
import { loadedAppExtensions } from '../../lib/extensions/app-extensions-store.js';
import { ExtensionsGate } from './extensions-gate.js';
import { useDocumentTitle } from './document-title.js';
import { ModuleBar } from './module-bar.js';
import { PermissionsGate } from './permissions-gate.js';
import { projectMarkProps } from './project-mark.js';
import { SkipLink } from './skip-link.js';
import { orderModules } from './modules.js';
import { UserMenu } from './user-menu.js';
import { useSettings } from './use-settings.js';
import { useTrackLastPage } from './use-track-last-page.js';
import './shell.css';

/** The signed-in frame: module bar, header with breadcrumbs and user menu, and the module. */
export function AppShell() {
  return (
    <ExtensionsGate>
      <SignedInFrame />
    </ExtensionsGate>
  );
}

function SignedInFrame() {
  const user = useCurrentUser().data as CurrentUser;
  const extensionModules = [...loadedAppExtensions().modules.values()];
  const settings = useSettings().data;
  const project = projectMarkProps(settings, useClient().url);
  useTheme(settings, user);
  useTrackLastPage();
  return (
    <BreadcrumbProvider>
      <DocumentTitle projectName={project.name} />
      <div className="shell">
        <SkipLink />
        <ModuleBar modules={orderModules(settings?.module_bar, isAdmin(user), extensionModules)} project={project} />
        <div className="shell__main">
          <header className="shell__header">
            <Breadcrumbs />
            <NotificationsButton />
            <UserMenu user={user} />
          </header>
          <div className="shell__module" id="main-content">
            <PermissionsGate user={user}>
              <Outlet />
            </PermissionsGate>
          </div>
        </div>
        <Notifications />
      </div>
    </BreadcrumbProvider>
  );
}

/** The tab's title from the page's last breadcrumb and the project's name. */
function DocumentTitle({ projectName }: { projectName: string }) {
  useDocumentTitle(useCurrentCrumbs().at(-1)?.label, projectName);
  return null;
}
