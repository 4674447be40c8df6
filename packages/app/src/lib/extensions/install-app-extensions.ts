import { addDisplay, BUILT_IN_DISPLAY_IDS } from '../../displays/registry.js';
import { addInterface, BUILT_IN_INTERFACE_IDS } from '../../interfaces/registry.js';
import { MODULES } from '../../app/shell/modules.js';
import { addPanelType, PANEL_TYPES } from '../../features/insights/panel-types/registry.js';
import { adaptDisplay } from './adapt-display.js';
import { adaptInterface } from './adapt-interface.js';
import { adaptPanel } from './adapt-panel.js';
import { loadAppExtensions, type BuiltInIds } from './load-app-extensions.js';

/** Ids an extension may not take: the app's own, and the first segments of its routes for modules. */
const BUILT_IN_IDS: BuiltInIds = {
  interfaces: BUILT_IN_INTERFACE_IDS,
  displays: BUILT_IN_DISPLAY_IDS,
  layouts: new Set(['tabular', 'cards', 'calendar', 'kanban', 'map']),
  // Computed before any extension is added.
  panels: new Set(Object.keys(PANEL_TYPES)),
  modules: new Set([...MODULES.map((module) => module.id), 'login', 'tfa-setup', 'accept-invite', 'shared', 'docs', 'activity']),
};

/**
 * Loads the app extensions (once) and adds their interfaces, displays and panels to the app's
 * registries; modules are read from the store by the module bar and the module route, layouts by
 * the collection page's layout select (`collection-view/use-extension-layouts.ts`).
 */
export async function installAppExtensions(apiUrl: string): Promise<void> {
  await loadAppExtensions(apiUrl, BUILT_IN_IDS, (extensions) => {
    for (const config of extensions.interfaces.values()) addInterface(adaptInterface(config));
    for (const config of extensions.displays.values()) addDisplay(adaptDisplay(config));
    for (const config of extensions.panels.values()) addPanelType(adaptPanel(config));
  });
}
