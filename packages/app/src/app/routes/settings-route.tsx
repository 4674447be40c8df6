import { Link } from 'react-router';
import { useBreadcrumbs } from '../../components/breadcrumbs.js';
import { EmptyState } from '../../components/empty-state.js';
import { isAdmin, useCurrentUser } from '../../features/auth/api/current-user.js';
import { SettingsLayout } from '../../features/settings/components/settings-layout.js';
import type { CurrentUser } from '../../lib/schema/system-types.js';

function SettingsNoAccess() {
  useBreadcrumbs([{ label: 'Settings' }]);
  return (
    <EmptyState title="No access" icon="lock" action={<Link to="/content">Back to the content module</Link>}>
      <p>Only administrators can change the settings. Ask an administrator if you need something changed.</p>
    </EmptyState>
  );
}

/** `/settings`: the settings module, for administrators only (as the reference's module is). */
export function SettingsRoute() {
  const user = useCurrentUser().data as CurrentUser;
  return isAdmin(user) ? <SettingsLayout /> : <SettingsNoAccess />;
}
