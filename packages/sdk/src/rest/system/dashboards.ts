import type { TesseraDashboard, PrimaryKeyValue } from '../../core-schema.js';
import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, NoQuery, SystemItem, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import {
  readManyRequest,
  readOneRequest,
  createRequest,
  updateOneRequest,
  updateManyRequest,
  updateBatchRequest,
  deleteOneRequest,
  deleteManyRequest,
  type KeysOrQuery,
} from '../resource-requests.js';

/** A row of `directus_dashboards`, with the Schema's own fields for it if it declares any. */
export type DashboardItem<Schema> = SystemItem<Schema, 'directus_dashboards', TesseraDashboard>;

const PATH = '/dashboards';

/** Reads dashboards: `GET /dashboards` with the query as parameters. */
export function readDashboards<Schema = Untyped, const TQuery extends Query<Schema, DashboardItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, DashboardItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, DashboardItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one dashboard by key: `GET /dashboards/:key`. */
export function readDashboard<Schema = Untyped, const TQuery extends Query<Schema, DashboardItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, DashboardItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, DashboardItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one dashboard: `POST /dashboards`. */
export function createDashboard<Schema = Untyped, const TQuery extends Query<Schema, DashboardItem<Schema>> = NoQuery>(
  item: Partial<DashboardItem<Schema>>,
  query?: QueryArgument<Schema, DashboardItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, DashboardItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several dashboards: `POST /dashboards` with an array body. */
export function createDashboards<Schema = Untyped, const TQuery extends Query<Schema, DashboardItem<Schema>> = NoQuery>(
  items: readonly Partial<DashboardItem<Schema>>[],
  query?: QueryArgument<Schema, DashboardItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, DashboardItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one dashboard: `PATCH /dashboards/:key`. */
export function updateDashboard<Schema = Untyped, const TQuery extends Query<Schema, DashboardItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<DashboardItem<Schema>>,
  query?: QueryArgument<Schema, DashboardItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, DashboardItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several dashboards: `PATCH /dashboards` with `{ keys, data }` or `{ query, data }`. */
export function updateDashboards<Schema = Untyped, const TQuery extends Query<Schema, DashboardItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<DashboardItem<Schema>>,
  query?: QueryArgument<Schema, DashboardItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, DashboardItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several dashboards at once, each row with its key and its own changes: `PATCH /dashboards` with an array body. */
export function updateDashboardsBatch<Schema = Untyped, const TQuery extends Query<Schema, DashboardItem<Schema>> = NoQuery>(
  items: readonly Partial<DashboardItem<Schema>>[],
  query?: QueryArgument<Schema, DashboardItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, DashboardItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one dashboard: `DELETE /dashboards/:key` (204). */
export function deleteDashboard<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several dashboards: `DELETE /dashboards` with `{ keys }` or `{ query }` (204). */
export function deleteDashboards<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
