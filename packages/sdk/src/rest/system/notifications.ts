import type { TesseraNotification, PrimaryKeyValue } from '../../core-schema.js';
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

/** A row of `directus_notifications`, with the Schema's own fields for it if it declares any. */
export type NotificationItem<Schema> = SystemItem<Schema, 'directus_notifications', TesseraNotification>;

const PATH = '/notifications';

/** Reads notifications: `GET /notifications` with the query as parameters. */
export function readNotifications<Schema = Untyped, const TQuery extends Query<Schema, NotificationItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, NotificationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, NotificationItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one notification by key: `GET /notifications/:key`. */
export function readNotification<Schema = Untyped, const TQuery extends Query<Schema, NotificationItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, NotificationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, NotificationItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one notification: `POST /notifications`. */
export function createNotification<Schema = Untyped, const TQuery extends Query<Schema, NotificationItem<Schema>> = NoQuery>(
  item: Partial<NotificationItem<Schema>>,
  query?: QueryArgument<Schema, NotificationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, NotificationItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several notifications: `POST /notifications` with an array body. */
export function createNotifications<Schema = Untyped, const TQuery extends Query<Schema, NotificationItem<Schema>> = NoQuery>(
  items: readonly Partial<NotificationItem<Schema>>[],
  query?: QueryArgument<Schema, NotificationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, NotificationItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one notification: `PATCH /notifications/:key`. */
export function updateNotification<Schema = Untyped, const TQuery extends Query<Schema, NotificationItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<NotificationItem<Schema>>,
  query?: QueryArgument<Schema, NotificationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, NotificationItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several notifications: `PATCH /notifications` with `{ keys, data }` or `{ query, data }`. */
export function updateNotifications<Schema = Untyped, const TQuery extends Query<Schema, NotificationItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<NotificationItem<Schema>>,
  query?: QueryArgument<Schema, NotificationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, NotificationItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several notifications at once, each row with its key and its own changes: `PATCH /notifications` with an array body. */
export function updateNotificationsBatch<Schema = Untyped, const TQuery extends Query<Schema, NotificationItem<Schema>> = NoQuery>(
  items: readonly Partial<NotificationItem<Schema>>[],
  query?: QueryArgument<Schema, NotificationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, NotificationItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one notification: `DELETE /notifications/:key` (204). */
export function deleteNotification<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several notifications: `DELETE /notifications` with `{ keys }` or `{ query }` (204). */
export function deleteNotifications<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
