import { LABEL_PANEL } from './label-panel.js';
import { LIST_PANEL } from './list-panel.js';
import { METRIC_PANEL } from './metric-panel.js';
import type { PanelType } from './panel-type.js';

/** Every panel type, keyed by the id stored in `directus_panels.type` (the reference's names). Charts come later. */
export const PANEL_TYPES: Readonly<Record<string, PanelType>> = Object.freeze({
  [METRIC_PANEL.id]: METRIC_PANEL,
  [LABEL_PANEL.id]: LABEL_PANEL,
  [LIST_PANEL.id]: LIST_PANEL,
});

/** The type of a stored panel, or undefined for one this app does not know (e.g. a chart made elsewhere). */
export function panelType(id: string): PanelType | undefined {
  return Object.hasOwn(PANEL_TYPES, id) ? PANEL_TYPES[id] : undefined;
}
