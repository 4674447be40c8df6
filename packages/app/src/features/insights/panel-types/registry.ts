import { BAR_CHART_PANEL } from './charts/bar-chart-panel.js';
import { PIE_CHART_PANEL } from './charts/pie-chart-panel.js';
import { TIME_SERIES_PANEL } from './charts/time-series-panel.js';
import { LABEL_PANEL } from './label-panel.js';
import { LIST_PANEL } from './list-panel.js';
import { METRIC_PANEL } from './metric-panel.js';
import type { PanelType } from './panel-type.js';
import { RELATIONAL_VARIABLE_PANEL } from './relational-variable-panel.js';
import { VARIABLE_PANEL } from './variable-panel.js';

/**
 * Every panel type, keyed by the id stored in `directus_panels.type` (the reference's names). Charts draw with a lazily loaded library.
 * App extensions add theirs at run time (addPanelType); the object has no prototype.
 */
const registry: Record<string, PanelType> = Object.assign(Object.create(null) as Record<string, PanelType>, {
  [METRIC_PANEL.id]: METRIC_PANEL,
  [LABEL_PANEL.id]: LABEL_PANEL,
  [LIST_PANEL.id]: LIST_PANEL,
  [TIME_SERIES_PANEL.id]: TIME_SERIES_PANEL,
  [BAR_CHART_PANEL.id]: BAR_CHART_PANEL,
  [PIE_CHART_PANEL.id]: PIE_CHART_PANEL,
  [VARIABLE_PANEL.id]: VARIABLE_PANEL,
  [RELATIONAL_VARIABLE_PANEL.id]: RELATIONAL_VARIABLE_PANEL,
});

export const PANEL_TYPES: Readonly<Record<string, PanelType>> = registry;

/** Adds an app extension's panel type; false (nothing changed) when the id is taken. */
export function addPanelType(type: PanelType): boolean {
  if (Object.hasOwn(registry, type.id)) return false;
  registry[type.id] = type;
  return true;
}

/** The type of a stored panel, or undefined for one this app does not know (e.g. a map made elsewhere). */
export function panelType(id: string): PanelType | undefined {
  return Object.hasOwn(PANEL_TYPES, id) ? PANEL_TYPES[id] : undefined;
}
