import { PresetsPage } from '../../features/settings/components/presets/presets-page.js';

/** `/settings/presets`. */
export function PresetsRoute() {
  return <PresetsPage />;
}
