import type { TesseraFile, PrimaryKeyValue } from '../../core-schema.js';
import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, NoQuery, SystemItem, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
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

/** A row of `directus_files`, with the Schema's own fields for it if it declares any. */
export type FileItem<Schema> = SystemItem<Schema, 'directus_files', TesseraFile>;

const PATH = '/files';

/** Reads files: `GET /files` with the query as parameters. */
export function readFiles<Schema = Untyped, const TQuery extends Query<Schema, FileItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, FileItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FileItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one file by key: `GET /files/:key`. */
export function readFile<Schema = Untyped, const TQuery extends Query<Schema, FileItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, FileItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FileItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one file: `POST /files`. */
export function createFile<Schema = Untyped, const TQuery extends Query<Schema, FileItem<Schema>> = NoQuery>(
  item: Partial<FileItem<Schema>>,
  query?: QueryArgument<Schema, FileItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FileItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several files: `POST /files` with an array body. */
export function createFiles<Schema = Untyped, const TQuery extends Query<Schema, FileItem<Schema>> = NoQuery>(
  items: readonly Partial<FileItem<Schema>>[],
  query?: QueryArgument<Schema, FileItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FileItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one file: `PATCH /files/:key`. */
export function updateFile<Schema = Untyped, const TQuery extends Query<Schema, FileItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<FileItem<Schema>>,
  query?: QueryArgument<Schema, FileItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FileItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several files: `PATCH /files` with `{ keys, data }` or `{ query, data }`. */
export function updateFiles<Schema = Untyped, const TQuery extends Query<Schema, FileItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<FileItem<Schema>>,
  query?: QueryArgument<Schema, FileItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FileItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several files at once, each row with its key and its own changes: `PATCH /files` with an array body. */
export function updateFilesBatch<Schema = Untyped, const TQuery extends Query<Schema, FileItem<Schema>> = NoQuery>(
  items: readonly Partial<FileItem<Schema>>[],
  query?: QueryArgument<Schema, FileItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FileItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one file: `DELETE /files/:key` (204). */
export function deleteFile<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several files: `DELETE /files` with `{ keys }` or `{ query }` (204). */
export function deleteFiles<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}

/**
 * Uploads files: `POST /files` with a multipart body. Put the metadata fields in the form
 * before the file parts; the server reads them in order (api-reference section 2, files).
 *
 * @example
 * const form = new FormData(); form.append('title', 'Logo'); form.append('file', blob, 'logo.png');
 * await client.request(uploadFiles(form));
 */
export function uploadFiles<Schema = Untyped, const TQuery extends Query<Schema, FileItem<Schema>> = NoQuery>(
  data: FormData,
  query?: QueryArgument<Schema, FileItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FileItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, data, query);
}

/** Imports a file from a URL: `POST /files/import` with `{ url, data }`. */
export function importFile<Schema = Untyped, const TQuery extends Query<Schema, FileItem<Schema>> = NoQuery>(
  url: string,
  data: Partial<FileItem<Schema>> = {},
  query?: QueryArgument<Schema, FileItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, FileItem<Schema>, TQuery>, Schema> {
  return () => {
    throwIfEmpty(url, 'URL cannot be empty');
    return createRequest(`${PATH}/import`, { url, data }, query);
  };
}
