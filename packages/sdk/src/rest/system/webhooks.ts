import type { TesseraWebhook, PrimaryKeyValue } from '../../core-schema.js';
import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, NoQuery, SystemItem, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { readManyRequest, readOneRequest, deleteOneRequest, deleteManyRequest, type KeysOrQuery } from '../resource-requests.js';

/** A row of `directus_webhooks`, with the Schema's own fields for it if it declares any. */
export type WebhookItem<Schema> = SystemItem<Schema, 'directus_webhooks', TesseraWebhook>;

const PATH = '/webhooks';

/**
 * Reads webhooks: `GET /webhooks` with the query as parameters. Webhooks are deprecated (the server
 * answers 405 to POST and PATCH), so only reading and deleting are offered; use flows instead.
 */
export function readWebhooks<Schema = Untyped, const TQuery extends Query<Schema, WebhookItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, WebhookItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, WebhookItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one webhook by key: `GET /webhooks/:key`. */
export function readWebhook<Schema = Untyped, const TQuery extends Query<Schema, WebhookItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, WebhookItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, WebhookItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Deletes one webhook: `DELETE /webhooks/:key` (204). */
export function deleteWebhook<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several webhooks: `DELETE /webhooks` with `{ keys }` or `{ query }` (204). */
export function deleteWebhooks<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
