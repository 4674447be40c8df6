import type { TesseraOperation, PrimaryKeyValue } from '../../core-schema.js';
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

/** A row of `directus_operations`, with the Schema's own fields for it if it declares any. */
export type OperationItem<Schema> = SystemItem<Schema, 'directus_operations', TesseraOperation>;

const PATH = '/operations';

/** Reads operations: `GET /operations` with the query as parameters. */
export function readOperations<Schema = Untyped, const TQuery extends Query<Schema, OperationItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, OperationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, OperationItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one operation by key: `GET /operations/:key`. */
export function readOperation<Schema = Untyped, const TQuery extends Query<Schema, OperationItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, OperationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, OperationItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one operation: `POST /operations`. */
export function createOperation<Schema = Untyped, const TQuery extends Query<Schema, OperationItem<Schema>> = NoQuery>(
  item: Partial<OperationItem<Schema>>,
  query?: QueryArgument<Schema, OperationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, OperationItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several operations: `POST /operations` with an array body. */
export function createOperations<Schema = Untyped, const TQuery extends Query<Schema, OperationItem<Schema>> = NoQuery>(
  items: readonly Partial<OperationItem<Schema>>[],
  query?: QueryArgument<Schema, OperationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, OperationItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one operation: `PATCH /operations/:key`. */
export function updateOperation<Schema = Untyped, const TQuery extends Query<Schema, OperationItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<OperationItem<Schema>>,
  query?: QueryArgument<Schema, OperationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, OperationItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several operations: `PATCH /operations` with `{ keys, data }` or `{ query, data }`. */
export function updateOperations<Schema = Untyped, const TQuery extends Query<Schema, OperationItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<OperationItem<Schema>>,
  query?: QueryArgument<Schema, OperationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, OperationItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several operations at once, each row with its key and its own changes: `PATCH /operations` with an array body. */
export function updateOperationsBatch<Schema = Untyped, const TQuery extends Query<Schema, OperationItem<Schema>> = NoQuery>(
  items: readonly Partial<OperationItem<Schema>>[],
  query?: QueryArgument<Schema, OperationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, OperationItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one operation: `DELETE /operations/:key` (204). */
export function deleteOperation<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several operations: `DELETE /operations` with `{ keys }` or `{ query }` (204). */
export function deleteOperations<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
