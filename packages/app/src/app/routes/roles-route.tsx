import { RolesModule } from '../../features/roles/components/roles-module.js';

/** `/settings/roles/*`: roles and permissions, inside the settings layout. */
export function RolesRoute() {
  return <RolesModule />;
}
