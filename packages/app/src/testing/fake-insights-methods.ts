import type { AppClient } from '../lib/app-client.js';
import type { Dashboard, InsightsMethods, Panel } from '../lib/insights/types.js';
import type { Item } from '../lib/schema/types.js';
import { matchesFilter } from '@tessera/shared';

/** What the fake's insights methods need from the fake client. */
export interface FakeInsightsStore {
  record(method: keyof AppClient, args: unknown[]): void;
  rowsOf(collection: string): Item[];
}

let nextId = 1;
const newId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

function aggregateOf(rows: Item[], fn: string, field: string): number | null {
  if (fn === 'count') return field === '*' ? rows.length : rows.filter((row) => row[field] != null).length;
  const values = rows.map((row) => row[field]).filter((value) => value !== null && value !== undefined);
  if (fn === 'countDistinct') return new Set(values).size;
  const numbers = values.map(Number);
  if (numbers.length === 0) return null;
  if (fn === 'sum') return numbers.reduce((total, value) => total + value, 0);
  if (fn === 'avg') return numbers.reduce((total, value) => total + value, 0) / numbers.length;
  if (fn === 'min') return Math.min(...numbers);
  return Math.max(...numbers);
}

/** `/dashboards` and `/panels` over `items.directus_dashboards` / `items.directus_panels`; aggregates computed over the rows. */
export function fakeInsightsMethods(store: FakeInsightsStore): InsightsMethods {
  const dashboards = () => store.rowsOf('directus_dashboards') as unknown as Dashboard[];
  const panels = () => store.rowsOf('directus_panels') as unknown as Panel[];
  return {
    async readDashboards() {
      store.record('readDashboards', []);
      return structuredClone(dashboards()).sort((a, b) => a.name.localeCompare(b.name));
    },
    async readDashboard(id) {
      store.record('readDashboard', [id]);
      const found = dashboards().find((row) => row.id === id);
      if (!found) throw Object.assign(new Error("You don't have permission to access this."), { status: 403 });
      return structuredClone(found);
    },
    async createDashboard(dashboard) {
      store.record('createDashboard', [structuredClone(dashboard)]);
      const row = { id: newId(), icon: 'dashboard', note: null, color: null, date_created: null, ...dashboard } as Dashboard;
      dashboards().push(row);
      return structuredClone(row);
    },
    async updateDashboard(id, patch) {
      store.record('updateDashboard', [id, structuredClone(patch)]);
      const row = dashboards().find((entry) => entry.id === id);
      Object.assign(row ?? {}, patch);
      return structuredClone(row as Dashboard);
    },
    async deleteDashboard(id) {
      store.record('deleteDashboard', [id]);
      const rows = dashboards();
      rows.splice(0, rows.length, ...rows.filter((row) => row.id !== id));
    },
    async readPanels(dashboard) {
      store.record('readPanels', [dashboard]);
      return structuredClone(panels().filter((row) => row.dashboard === dashboard));
    },
    async createPanel(panel) {
      store.record('createPanel', [structuredClone(panel)]);
      const row = { id: newId(), show_header: true, options: {}, ...panel } as Panel;
      panels().push(row);
      return structuredClone(row);
    },
    async updatePanel(id, patch) {
      store.record('updatePanel', [id, structuredClone(patch)]);
      const row = panels().find((entry) => entry.id === id);
      Object.assign(row ?? {}, patch);
      return structuredClone(row as Panel);
    },
    async deletePanel(id) {
      store.record('deletePanel', [id]);
      const rows = panels();
      rows.splice(0, rows.length, ...rows.filter((row) => row.id !== id));
    },
    async aggregateItems(collection, fn, field, filter) {
      store.record('aggregateItems', [collection, fn, field, filter]);
      const rows = store.rowsOf(collection).filter((row) => !filter || matchesFilter(filter as never, row as never));
      return aggregateOf(rows, fn, field);
    },
  };
}
