import type { TesseraFolder, PrimaryKeyValue } from '../../core-schema.js';
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

/** A row of `directus_folders`, with the Schema's own fields for it if it declares any. */
export type FolderItem<Schema> = SystemItem<Schema, 'directus_folders', TesseraFolder>;

const PATH = '/folders';

/** Reads folders: `GET /folders` with the query as parameters. */
export function readFolders<Schema = Untyped, const TQuery extends Query<Schema, FolderItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, FolderItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FolderItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one folder by key: `GET /folders/:key`. */
export function readFolder<Schema = Untyped, const TQuery extends Query<Schema, FolderItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, FolderItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FolderItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one folder: `POST /folders`. */
export function createFolder<Schema = Untyped, const TQuery extends Query<Schema, FolderItem<Schema>> = NoQuery>(
  item: Partial<FolderItem<Schema>>,
  query?: QueryArgument<Schema, FolderItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FolderItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several folders: `POST /folders` with an array body. */
export function createFolders<Schema = Untyped, const TQuery extends Query<Schema, FolderItem<Schema>> = NoQuery>(
  items: readonly Partial<FolderItem<Schema>>[],
  query?: QueryArgument<Schema, FolderItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FolderItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one folder: `PATCH /folders/:key`. */
export function updateFolder<Schema = Untyped, const TQuery extends Query<Schema, FolderItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<FolderItem<Schema>>,
  query?: QueryArgument<Schema, FolderItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FolderItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several folders: `PATCH /folders` with `{ keys, data }` or `{ query, data }`. */
export function updateFolders<Schema = Untyped, const TQuery extends Query<Schema, FolderItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<FolderItem<Schema>>,
  query?: QueryArgument<Schema, FolderItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FolderItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several folders at once, each row with its key and its own changes: `PATCH /folders` with an array body. */
export function updateFoldersBatch<Schema = Untyped, const TQuery extends Query<Schema, FolderItem<Schema>> = NoQuery>(
  items: readonly Partial<FolderItem<Schema>>[],
  query?: QueryArgument<Schema, FolderItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FolderItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one folder: `DELETE /folders/:key` (204). */
export function deleteFolder<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several folders: `DELETE /folders` with `{ keys }` or `{ query }` (204). */
export function deleteFolders<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
