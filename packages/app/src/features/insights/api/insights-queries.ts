import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import type { Dashboard, Panel } from '../../../lib/insights/types.js';
import type { GridRect } from '../grid/grid-maths.js';

export const INSIGHTS_KEYS = {
  all: ['insights'] as const,
  dashboards: ['insights', 'dashboards'] as const,
  dashboard: (id: string) => ['insights', 'dashboard', id] as const,
  panels: (dashboard: string) => ['insights', 'panels', dashboard] as const,
  /** Every panel's data read; auto-refresh invalidates this prefix. */
  panelData: ['insights', 'panel-data'] as const,
};

export function useDashboards() {
  const client = useClient();
  return useQuery({ queryKey: INSIGHTS_KEYS.dashboards, queryFn: () => client.readDashboards() });
}

export function useDashboard(id: string) {
  const client = useClient();
  return useQuery({ queryKey: INSIGHTS_KEYS.dashboard(id), queryFn: () => client.readDashboard(id) });
}

export function usePanels(dashboard: string) {
  const client = useClient();
  return useQuery({ queryKey: INSIGHTS_KEYS.panels(dashboard), queryFn: () => client.readPanels(dashboard) });
}

/** Create (no id) or update (with id) a dashboard. */
export function useSaveDashboard() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: Partial<Dashboard> }) =>
      id ? client.updateDashboard(id, values) : client.createDashboard(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSIGHTS_KEYS.all }),
  });
}

export function useDeleteDashboard() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The panels go first: the schema does not promise that deleting a dashboard cascades to them.
    mutationFn: async (id: string) => {
      for (const panel of await client.readPanels(id)) await client.deletePanel(panel.id);
      await client.deleteDashboard(id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSIGHTS_KEYS.all }),
  });
}

/** Create (no id) or update (with id) a panel of the dashboard. */
export function useSavePanel(dashboard: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: Partial<Panel> }) =>
      id ? client.updatePanel(id, values) : client.createPanel({ ...values, dashboard }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSIGHTS_KEYS.all }),
  });
}

export function useDeletePanel(dashboard: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.deletePanel(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSIGHTS_KEYS.panels(dashboard) }),
  });
}

/** Saves the edited layout: one `PATCH /panels/:id` per moved or resized panel. */
export function useSavePlacements(dashboard: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { id: string; placement: Partial<GridRect> }[]) => {
      for (const change of changes) await client.updatePanel(change.id, change.placement);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INSIGHTS_KEYS.panels(dashboard) }),
  });
}
