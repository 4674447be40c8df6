import type { TesseraUser, PrimaryKeyValue } from '../../core-schema.js';
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

/** A row of `directus_users`, with the Schema's own fields for it if it declares any. */
export type UserItem<Schema> = SystemItem<Schema, 'directus_users', TesseraUser>;

const PATH = '/users';

/** Reads users: `GET /users` with the query as parameters. */
export function readUsers<Schema = Untyped, const TQuery extends Query<Schema, UserItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, UserItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, UserItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one user by key: `GET /users/:key`. */
export function readUser<Schema = Untyped, const TQuery extends Query<Schema, UserItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, UserItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, UserItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one user: `POST /users`. */
export function createUser<Schema = Untyped, const TQuery extends Query<Schema, UserItem<Schema>> = NoQuery>(
  item: Partial<UserItem<Schema>>,
  query?: QueryArgument<Schema, UserItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, UserItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several users: `POST /users` with an array body. */
export function createUsers<Schema = Untyped, const TQuery extends Query<Schema, UserItem<Schema>> = NoQuery>(
  items: readonly Partial<UserItem<Schema>>[],
  query?: QueryArgument<Schema, UserItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, UserItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one user: `PATCH /users/:key`. */
export function updateUser<Schema = Untyped, const TQuery extends Query<Schema, UserItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<UserItem<Schema>>,
  query?: QueryArgument<Schema, UserItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, UserItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several users: `PATCH /users` with `{ keys, data }` or `{ query, data }`. */
export function updateUsers<Schema = Untyped, const TQuery extends Query<Schema, UserItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<UserItem<Schema>>,
  query?: QueryArgument<Schema, UserItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, UserItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several users at once, each row with its key and its own changes: `PATCH /users` with an array body. */
export function updateUsersBatch<Schema = Untyped, const TQuery extends Query<Schema, UserItem<Schema>> = NoQuery>(
  items: readonly Partial<UserItem<Schema>>[],
  query?: QueryArgument<Schema, UserItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, UserItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one user: `DELETE /users/:key` (204). */
export function deleteUser<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several users: `DELETE /users` with `{ keys }` or `{ query }` (204). */
export function deleteUsers<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}

/**
 * Reads the signed-in user: `GET /users/me`.
 *
 * @example
 * const me = await client.request(readMe({ fields: ['id', 'email', 'role.name'] }));
 */
export function readMe<Schema = Untyped, const TQuery extends Query<Schema, UserItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, UserItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, UserItem<Schema>, TQuery>, Schema> {
  return () => readManyRequest(`${PATH}/me`, query);
}

/** Updates the signed-in user: `PATCH /users/me` (the server applies the user's permissions). */
export function updateMe<Schema = Untyped, const TQuery extends Query<Schema, UserItem<Schema>> = NoQuery>(
  item: Partial<UserItem<Schema>>,
  query?: QueryArgument<Schema, UserItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, UserItem<Schema>, TQuery>, Schema> {
  return () => ({ ...readManyRequest(`${PATH}/me`, query), method: 'PATCH', body: item });
}
