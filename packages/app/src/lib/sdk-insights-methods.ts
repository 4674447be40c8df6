import {
  aggregate,
  createDashboard,
  createPanel,
  deleteDashboard,
  deletePanel,
  readDashboard,
  readDashboards,
  readPanels,
  updateDashboard,
  updatePanel,
} from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { Dashboard, InsightsMethods, Panel } from './insights/types.js';

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

const DASHBOARD_FIELDS = ['id', 'name', 'icon', 'note', 'color', 'date_created'] as const;

/** The Insights module's part of the SDK adapter. The SDK types rows by its own schema; the app's are narrower, hence the casts. */
export function sdkInsightsMethods(request: Request): InsightsMethods {
  return {
    readDashboards: async () =>
      (await request(readDashboards({ fields: DASHBOARD_FIELDS, sort: ['name'], limit: -1 }))) as unknown as Dashboard[],
    readDashboard: async (id) => (await request(readDashboard(id, { fields: DASHBOARD_FIELDS }))) as unknown as Dashboard,
    createDashboard: async (dashboard) => (await request(createDashboard(dashboard as never))) as unknown as Dashboard,
    updateDashboard: async (id, patch) => (await request(updateDashboard(id, patch as never))) as unknown as Dashboard,
    async deleteDashboard(id) {
      await request(deleteDashboard(id));
    },
    readPanels: async (dashboard) =>
      (await request(readPanels({ fields: ['*'], filter: { dashboard: { _eq: dashboard } }, limit: -1 }))) as unknown as Panel[],
    createPanel: async (panel) => (await request(createPanel(panel as never))) as unknown as Panel,
    updatePanel: async (id, patch) => (await request(updatePanel(id, patch as never))) as unknown as Panel,
    async deletePanel(id) {
      await request(deletePanel(id));
    },
    async aggregateItems(collection, fn, field, filter) {
      const query = filter && Object.keys(filter).length > 0 ? { filter } : {};
      const rows = (await request(aggregate(collection, { aggregate: { [fn]: field }, query } as never))) as unknown as Record<
        string,
        unknown
      >[];
      const value = (rows[0]?.[fn] ?? null) as unknown;
      if (value !== null && typeof value === 'object') return ((value as Record<string, unknown>)[field] ?? null) as number | string | null;
      return value as number | string | null;
    },
    async aggregateGroups(collection, fn, field, groupBy, filter, search) {
      const query = {
        limit: -1,
        ...(filter && Object.keys(filter).length > 0 ? { filter } : {}),
        ...(search ? { search } : {}),
      };
      const rows = (await request(aggregate(collection, { aggregate: { [fn]: field }, groupBy, query } as never))) as unknown as Record<
        string,
        unknown
      >[];
      return rows.map((row) => {
        const { [fn]: raw, ...group } = row;
        const value = raw !== null && typeof raw === 'object' ? ((raw as Record<string, unknown>)[field] ?? null) : (raw ?? null);
        return { group, value: value as number | string | null };
      });
    },
  };
}
