import type { TesseraFlow, PrimaryKeyValue } from '../../core-schema.js';
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

/** A row of `directus_flows`, with the Schema's own fields for it if it declares any. */
export type FlowItem<Schema> = SystemItem<Schema, 'directus_flows', TesseraFlow>;

const PATH = '/flows';

/** Reads flows: `GET /flows` with the query as parameters. */
export function readFlows<Schema = Untyped, const TQuery extends Query<Schema, FlowItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, FlowItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FlowItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one flow by key: `GET /flows/:key`. */
export function readFlow<Schema = Untyped, const TQuery extends Query<Schema, FlowItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, FlowItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FlowItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one flow: `POST /flows`. */
export function createFlow<Schema = Untyped, const TQuery extends Query<Schema, FlowItem<Schema>> = NoQuery>(
  item: Partial<FlowItem<Schema>>,
  query?: QueryArgument<Schema, FlowItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FlowItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several flows: `POST /flows` with an array body. */
export function createFlows<Schema = Untyped, const TQuery extends Query<Schema, FlowItem<Schema>> = NoQuery>(
  items: readonly Partial<FlowItem<Schema>>[],
  query?: QueryArgument<Schema, FlowItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FlowItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one flow: `PATCH /flows/:key`. */
export function updateFlow<Schema = Untyped, const TQuery extends Query<Schema, FlowItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<FlowItem<Schema>>,
  query?: QueryArgument<Schema, FlowItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FlowItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several flows: `PATCH /flows` with `{ keys, data }` or `{ query, data }`. */
export function updateFlows<Schema = Untyped, const TQuery extends Query<Schema, FlowItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<FlowItem<Schema>>,
  query?: QueryArgument<Schema, FlowItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FlowItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several flows at once, each row with its key and its own changes: `PATCH /flows` with an array body. */
export function updateFlowsBatch<Schema = Untyped, const TQuery extends Query<Schema, FlowItem<Schema>> = NoQuery>(
  items: readonly Partial<FlowItem<Schema>>[],
  query?: QueryArgument<Schema, FlowItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FlowItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one flow: `DELETE /flows/:key` (204). */
export function deleteFlow<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several flows: `DELETE /flows` with `{ keys }` or `{ query }` (204). */
export function deleteFlows<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
