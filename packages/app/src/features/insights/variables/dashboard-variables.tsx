import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Panel } from '../../../lib/insights/types.js';
import { isVariableKey } from './apply-variables.js';

/** The panel types that set a dashboard variable (the reference's ids). */
export const VARIABLE_PANEL_TYPES: ReadonlySet<string> = new Set(['variable', 'relational-variable']);

export interface DashboardVariables {
  /** Each variable's value by its key; a Map, so a key such as `__proto__` is only a key. */
  values: ReadonlyMap<string, unknown>;
  set: (key: string, value: unknown) => void;
}

const NO_VARIABLES: DashboardVariables = { values: new Map(), set: () => undefined };
const VariablesContext = createContext<DashboardVariables>(NO_VARIABLES);

/** The variables of the dashboard around this panel (none outside a dashboard). */
export function useDashboardVariables(): DashboardVariables {
  return useContext(VariablesContext);
}

/** The default value each variable panel declares, by its key. */
export function defaultVariables(panels: readonly Panel[]): Map<string, unknown> {
  const defaults = new Map<string, unknown>();
  for (const panel of panels) {
    if (!VARIABLE_PANEL_TYPES.has(panel.type)) continue;
    const key = panel.options?.field;
    if (typeof key !== 'string' || !isVariableKey(key) || defaults.has(key)) continue;
    const fallback = panel.type === 'relational-variable' && panel.options?.multiple ? [] : null;
    defaults.set(key, panel.options?.defaultValue ?? fallback);
  }
  return defaults;
}

/**
 * The dashboard's variables: each variable panel's default until someone sets it in its panel.
 * Values live with the open dashboard (as in the reference), not in the database.
 */
export function DashboardVariablesProvider({ panels, children }: { panels: readonly Panel[]; children: ReactNode }) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, unknown>>(new Map());
  const defaults = useMemo(() => defaultVariables(panels), [panels]);
  const values = useMemo(() => {
    const merged = new Map(defaults);
    for (const [key, value] of chosen) if (merged.has(key)) merged.set(key, value);
    return merged;
  }, [defaults, chosen]);
  const set = useCallback((key: string, value: unknown) => setChosen((current) => new Map(current).set(key, value)), []);
  const context = useMemo(() => ({ values, set }), [values, set]);
  return <VariablesContext value={context}>{children}</VariablesContext>;
}
