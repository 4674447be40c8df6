import type { TesseraPanel, PrimaryKeyValue } from '../../core-schema.js';
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

/** A row of `directus_panels`, with the Schema's own fields for it if it declares any. */
export type PanelItem<Schema> = SystemItem<Schema, 'directus_panels', TesseraPanel>;

const PATH = '/panels';

/** Reads panels: `GET /panels` with the query as parameters. */
export function readPanels<Schema = Untyped, const TQuery extends Query<Schema, PanelItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, PanelItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PanelItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one panel by key: `GET /panels/:key`. */
export function readPanel<Schema = Untyped, const TQuery extends Query<Schema, PanelItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, PanelItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PanelItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one panel: `POST /panels`. */
export function createPanel<Schema = Untyped, const TQuery extends Query<Schema, PanelItem<Schema>> = NoQuery>(
  item: Partial<PanelItem<Schema>>,
  query?: QueryArgument<Schema, PanelItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PanelItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several panels: `POST /panels` with an array body. */
export function createPanels<Schema = Untyped, const TQuery extends Query<Schema, PanelItem<Schema>> = NoQuery>(
  items: readonly Partial<PanelItem<Schema>>[],
  query?: QueryArgument<Schema, PanelItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PanelItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one panel: `PATCH /panels/:key`. */
export function updatePanel<Schema = Untyped, const TQuery extends Query<Schema, PanelItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<PanelItem<Schema>>,
  query?: QueryArgument<Schema, PanelItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PanelItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several panels: `PATCH /panels` with `{ keys, data }` or `{ query, data }`. */
export function updatePanels<Schema = Untyped, const TQuery extends Query<Schema, PanelItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<PanelItem<Schema>>,
  query?: QueryArgument<Schema, PanelItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PanelItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several panels at once, each row with its key and its own changes: `PATCH /panels` with an array body. */
export function updatePanelsBatch<Schema = Untyped, const TQuery extends Query<Schema, PanelItem<Schema>> = NoQuery>(
  items: readonly Partial<PanelItem<Schema>>[],
  query?: QueryArgument<Schema, PanelItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PanelItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one panel: `DELETE /panels/:key` (204). */
export function deletePanel<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several panels: `DELETE /panels` with `{ keys }` or `{ query }` (204). */
export function deletePanels<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
