import type { TesseraDashboard, TesseraPanel } from '@tessera/sdk';

/** A row of `directus_dashboards` as the Insights module reads it (panels are read on their own). */
export type Dashboard = Omit<TesseraDashboard, 'panels' | 'user_created'> & { user_created?: string | null };

/** A row of `directus_panels`; `options` is the panel type's own settings object. */
export type Panel = Omit<TesseraPanel, 'dashboard' | 'user_created' | 'options'> & {
  dashboard: string;
  options: Record<string, unknown> | null;
  user_created?: string | null;
};

/** The aggregate functions a metric panel offers (api-reference §4, `aggregate`). */
export type AggregateFunction = 'count' | 'countDistinct' | 'sum' | 'avg' | 'min' | 'max';

/** What the Insights module asks of the API (`/dashboards`, `/panels`, aggregate reads of `/items`). */
export interface InsightsMethods {
  readDashboards(): Promise<Dashboard[]>;
  readDashboard(id: string): Promise<Dashboard>;
  createDashboard(dashboard: Partial<Dashboard>): Promise<Dashboard>;
  updateDashboard(id: string, patch: Partial<Dashboard>): Promise<Dashboard>;
  deleteDashboard(id: string): Promise<void>;
  readPanels(dashboard: string): Promise<Panel[]>;
  createPanel(panel: Partial<Panel>): Promise<Panel>;
  updatePanel(id: string, patch: Partial<Panel>): Promise<Panel>;
  deletePanel(id: string): Promise<void>;
  /** `GET /items/:collection?aggregate[fn]=field&filter=…`: the first (ungrouped) row's value, or null. */
  aggregateItems(
    collection: string,
    fn: AggregateFunction,
    field: string,
    filter?: Record<string, unknown>,
  ): Promise<number | string | null>;
  /**
   * `GET /items/:collection?aggregate[fn]=field&groupBy[]=…`: one entry per group, its group values keyed
   * as the API names them (`status`, `date_created_year` for `year(date_created)`) and the aggregate.
   */
  aggregateGroups(
    collection: string,
    fn: AggregateFunction,
    field: string,
    groupBy: string[],
    filter?: Record<string, unknown>,
    /** The collection page's search (`search=`), when the groups count what it shows. */
    search?: string,
  ): Promise<AggregateGroup[]>;
}

/** One group of a grouped aggregate answer. */
export interface AggregateGroup {
  group: Record<string, unknown>;
  value: number | string | null;
}
