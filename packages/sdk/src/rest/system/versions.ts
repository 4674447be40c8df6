import type { TesseraVersion, PrimaryKeyValue } from '../../core-schema.js';
import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, NoQuery, SystemItem, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import {
  readManyRequest,
  readOneRequest,
  createRequest,
  updateOneRequest,
  updateManyRequest,
  deleteOneRequest,
  deleteManyRequest,
  type KeysOrQuery,
} from '../resource-requests.js';

/** A row of `directus_versions`, with the Schema's own fields for it if it declares any. */
export type VersionItem<Schema> = SystemItem<Schema, 'directus_versions', TesseraVersion>;

const PATH = '/versions';

/** Reads versions: `GET /versions` with the query as parameters. */
export function readVersions<Schema = Untyped, const TQuery extends Query<Schema, VersionItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, VersionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, VersionItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one version by key: `GET /versions/:key`. */
export function readVersion<Schema = Untyped, const TQuery extends Query<Schema, VersionItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, VersionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, VersionItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one version: `POST /versions`. */
export function createVersion<Schema = Untyped, const TQuery extends Query<Schema, VersionItem<Schema>> = NoQuery>(
  item: Partial<VersionItem<Schema>>,
  query?: QueryArgument<Schema, VersionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, VersionItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several versions: `POST /versions` with an array body. */
export function createVersions<Schema = Untyped, const TQuery extends Query<Schema, VersionItem<Schema>> = NoQuery>(
  items: readonly Partial<VersionItem<Schema>>[],
  query?: QueryArgument<Schema, VersionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, VersionItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one version: `PATCH /versions/:key`. */
export function updateVersion<Schema = Untyped, const TQuery extends Query<Schema, VersionItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<VersionItem<Schema>>,
  query?: QueryArgument<Schema, VersionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, VersionItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several versions: `PATCH /versions` with `{ keys, data }` or `{ query, data }`. */
export function updateVersions<Schema = Untyped, const TQuery extends Query<Schema, VersionItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<VersionItem<Schema>>,
  query?: QueryArgument<Schema, VersionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, VersionItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Deletes one version: `DELETE /versions/:key` (204). */
export function deleteVersion<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several versions: `DELETE /versions` with `{ keys }` or `{ query }` (204). */
export function deleteVersions<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
