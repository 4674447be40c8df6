import type { TesseraRole, PrimaryKeyValue } from '../../core-schema.js';
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

/** A row of `directus_roles`, with the Schema's own fields for it if it declares any. */
export type RoleItem<Schema> = SystemItem<Schema, 'directus_roles', TesseraRole>;

const PATH = '/roles';

/** Reads roles: `GET /roles` with the query as parameters. */
export function readRoles<Schema = Untyped, const TQuery extends Query<Schema, RoleItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, RoleItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, RoleItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one role by key: `GET /roles/:key`. */
export function readRole<Schema = Untyped, const TQuery extends Query<Schema, RoleItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, RoleItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, RoleItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one role: `POST /roles`. */
export function createRole<Schema = Untyped, const TQuery extends Query<Schema, RoleItem<Schema>> = NoQuery>(
  item: Partial<RoleItem<Schema>>,
  query?: QueryArgument<Schema, RoleItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, RoleItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several roles: `POST /roles` with an array body. */
export function createRoles<Schema = Untyped, const TQuery extends Query<Schema, RoleItem<Schema>> = NoQuery>(
  items: readonly Partial<RoleItem<Schema>>[],
  query?: QueryArgument<Schema, RoleItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, RoleItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one role: `PATCH /roles/:key`. */
export function updateRole<Schema = Untyped, const TQuery extends Query<Schema, RoleItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<RoleItem<Schema>>,
  query?: QueryArgument<Schema, RoleItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, RoleItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several roles: `PATCH /roles` with `{ keys, data }` or `{ query, data }`. */
export function updateRoles<Schema = Untyped, const TQuery extends Query<Schema, RoleItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<RoleItem<Schema>>,
  query?: QueryArgument<Schema, RoleItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, RoleItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several roles at once, each row with its key and its own changes: `PATCH /roles` with an array body. */
export function updateRolesBatch<Schema = Untyped, const TQuery extends Query<Schema, RoleItem<Schema>> = NoQuery>(
  items: readonly Partial<RoleItem<Schema>>[],
  query?: QueryArgument<Schema, RoleItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, RoleItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one role: `DELETE /roles/:key` (204). */
export function deleteRole<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several roles: `DELETE /roles` with `{ keys }` or `{ query }` (204). */
export function deleteRoles<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
