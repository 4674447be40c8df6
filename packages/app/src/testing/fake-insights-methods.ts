import type { AppClient } from '../lib/app-client.js';
import { matchesSearch } from './fake-search.js';
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

const GROUP_FUNCTION = /^(\w+)\(([^()]+)\)$/;

/** ISO week number of a UTC date, as the server's `week()` answers. */
function isoWeek(date: Date): number {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

const DATE_PARTS: Record<string, (date: Date) => number> = {
  year: (date) => date.getUTCFullYear(),
  month: (date) => date.getUTCMonth() + 1,
  week: isoWeek,
  day: (date) => date.getUTCDate(),
  weekday: (date) => date.getUTCDay(),
  hour: (date) => date.getUTCHours(),
  minute: (date) => date.getUTCMinutes(),
  second: (date) => date.getUTCSeconds(),
};

/** A group key's output name and value on a row, as the server names them: `year(date)` → `date_year`. */
function groupValue(row: Item, key: string): [string, unknown] {
  const match = GROUP_FUNCTION.exec(key);
  if (!match) return [key, row[key] ?? null];
  const [, fn, field] = match as unknown as [string, string, string];
  const raw = row[field];
  const part = DATE_PARTS[fn];
  if (raw === null || raw === undefined || !part) return [`${field}_${fn}`, null];
  return [`${field}_${fn}`, part(new Date(String(raw)))];
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
    async aggregateGroups(collection, fn, field, groupBy, filter, search) {
      store.record('aggregateGroups', search ? [collection, fn, field, groupBy, filter, search] : [collection, fn, field, groupBy, filter]);
      const rows = store
        .rowsOf(collection)
        .filter((row) => (!filter || matchesFilter(filter as never, row as never)) && (!search || matchesSearch(row, search)));
      const groups = new Map<string, { group: Record<string, unknown>; rows: Item[] }>();
      for (const row of rows) {
        const group = Object.fromEntries(groupBy.map((key) => groupValue(row, key)));
        const id = JSON.stringify(group);
        const entry = groups.get(id) ?? { group, rows: [] };
        entry.rows.push(row);
        groups.set(id, entry);
      }
      return [...groups.values()].map((entry) => ({ group: entry.group, value: aggregateOf(entry.rows, fn, field) }));
    },
  };
}
