import { RolesModule } from '../../features/roles/components/roles-module.js';

/** `/settings/roles/*`: roles and permissions (moved under the settings layout at merge). */
export function RolesRoute() {
  return <RolesModule />;
}
