import type { TesseraShare, PrimaryKeyValue } from '../../core-schema.js';
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

/** A row of `directus_shares`, with the Schema's own fields for it if it declares any. */
export type ShareItem<Schema> = SystemItem<Schema, 'directus_shares', TesseraShare>;

const PATH = '/shares';

/** Reads shares: `GET /shares` with the query as parameters. */
export function readShares<Schema = Untyped, const TQuery extends Query<Schema, ShareItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, ShareItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ShareItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one share by key: `GET /shares/:key`. */
export function readShare<Schema = Untyped, const TQuery extends Query<Schema, ShareItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, ShareItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ShareItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one share: `POST /shares`. */
export function createShare<Schema = Untyped, const TQuery extends Query<Schema, ShareItem<Schema>> = NoQuery>(
  item: Partial<ShareItem<Schema>>,
  query?: QueryArgument<Schema, ShareItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ShareItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several shares: `POST /shares` with an array body. */
export function createShares<Schema = Untyped, const TQuery extends Query<Schema, ShareItem<Schema>> = NoQuery>(
  items: readonly Partial<ShareItem<Schema>>[],
  query?: QueryArgument<Schema, ShareItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ShareItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one share: `PATCH /shares/:key`. */
export function updateShare<Schema = Untyped, const TQuery extends Query<Schema, ShareItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<ShareItem<Schema>>,
  query?: QueryArgument<Schema, ShareItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ShareItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several shares: `PATCH /shares` with `{ keys, data }` or `{ query, data }`. */
export function updateShares<Schema = Untyped, const TQuery extends Query<Schema, ShareItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<ShareItem<Schema>>,
  query?: QueryArgument<Schema, ShareItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ShareItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several shares at once, each row with its key and its own changes: `PATCH /shares` with an array body. */
export function updateSharesBatch<Schema = Untyped, const TQuery extends Query<Schema, ShareItem<Schema>> = NoQuery>(
  items: readonly Partial<ShareItem<Schema>>[],
  query?: QueryArgument<Schema, ShareItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ShareItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one share: `DELETE /shares/:key` (204). */
export function deleteShare<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several shares: `DELETE /shares` with `{ keys }` or `{ query }` (204). */
export function deleteShares<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}

/** Mails each address a link to the share's page of the app: `POST /shares/invite` with `{ share, emails }` (204). */
export function inviteShare<Schema = Untyped>(share: PrimaryKeyValue, emails: readonly string[]): RestCommand<void, Schema> {
  return () => ({ path: '/shares/invite', method: 'POST', body: { share, emails } });
}
