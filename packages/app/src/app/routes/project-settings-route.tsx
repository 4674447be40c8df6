import { ProjectSettingsPage } from '../../features/settings/components/project/project-settings-page.js';

/** `/settings/project`. */
export function ProjectSettingsRoute() {
  return <ProjectSettingsPage />;
}
