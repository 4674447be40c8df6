import type { TesseraEffectivePermission, TesseraItemPermissions, TesseraPermission, PrimaryKeyValue } from '../../core-schema.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';
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

/** A row of `directus_permissions`, with the Schema's own fields for it if it declares any. */
export type PermissionItem<Schema> = SystemItem<Schema, 'directus_permissions', TesseraPermission>;

const PATH = '/permissions';

/** Reads permissions: `GET /permissions` with the query as parameters. */
export function readPermissions<Schema = Untyped, const TQuery extends Query<Schema, PermissionItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, PermissionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PermissionItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one permission by key: `GET /permissions/:key`. */
export function readPermission<Schema = Untyped, const TQuery extends Query<Schema, PermissionItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, PermissionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PermissionItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one permission: `POST /permissions`. */
export function createPermission<Schema = Untyped, const TQuery extends Query<Schema, PermissionItem<Schema>> = NoQuery>(
  item: Partial<PermissionItem<Schema>>,
  query?: QueryArgument<Schema, PermissionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PermissionItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several permissions: `POST /permissions` with an array body. */
export function createPermissions<Schema = Untyped, const TQuery extends Query<Schema, PermissionItem<Schema>> = NoQuery>(
  items: readonly Partial<PermissionItem<Schema>>[],
  query?: QueryArgument<Schema, PermissionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PermissionItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one permission: `PATCH /permissions/:key`. */
export function updatePermission<Schema = Untyped, const TQuery extends Query<Schema, PermissionItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<PermissionItem<Schema>>,
  query?: QueryArgument<Schema, PermissionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PermissionItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several permissions: `PATCH /permissions` with `{ keys, data }` or `{ query, data }`. */
export function updatePermissions<Schema = Untyped, const TQuery extends Query<Schema, PermissionItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<PermissionItem<Schema>>,
  query?: QueryArgument<Schema, PermissionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PermissionItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several permissions at once, each row with its key and its own changes: `PATCH /permissions` with an array body. */
export function updatePermissionsBatch<Schema = Untyped, const TQuery extends Query<Schema, PermissionItem<Schema>> = NoQuery>(
  items: readonly Partial<PermissionItem<Schema>>[],
  query?: QueryArgument<Schema, PermissionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PermissionItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one permission: `DELETE /permissions/:key` (204). */
export function deletePermission<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several permissions: `DELETE /permissions` with `{ keys }` or `{ query }` (204). */
export function deletePermissions<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}

/**
 * Reads the signed-in user's effective rules: `GET /permissions/me` (one per collection and
 * action; none for an admin). The server answers them whole, so there is no query.
 */
export function readMyPermissions<Schema = Untyped>(): RestCommand<TesseraEffectivePermission[], Schema> {
  return () => readManyRequest(`${PATH}/me`);
}

/**
 * Reads what the signed-in user may do with one item (or a singleton):
 * `GET /permissions/me/:collection/:key?` (api-reference section 2, access control).
 */
export function readItemPermissions<Schema = Untyped>(
  collection: string,
  key?: PrimaryKeyValue,
): RestCommand<TesseraItemPermissions, Schema> {
  return () => {
    throwIfEmpty(collection, 'Collection cannot be empty');
    const path = `${PATH}/me/${pathSegment(collection)}`;
    return { path: key === undefined ? path : `${path}/${pathSegment(key)}` };
  };
}
