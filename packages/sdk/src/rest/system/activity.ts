import type { TesseraActivity, PrimaryKeyValue } from '../../core-schema.js';
import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, NoQuery, SystemItem, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { createRequest, deleteOneRequest, readManyRequest, readOneRequest, updateOneRequest } from '../resource-requests.js';

/** A row of `directus_activity`, with the Schema's own fields for it if it declares any. */
export type ActivityItem<Schema> = SystemItem<Schema, 'directus_activity', TesseraActivity>;

const PATH = '/activity';

/** Reads activities: `GET /activity` with the query as parameters. */
export function readActivities<Schema = Untyped, const TQuery extends Query<Schema, ActivityItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, ActivityItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ActivityItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one activity by key: `GET /activity/:key`. */
export function readActivity<Schema = Untyped, const TQuery extends Query<Schema, ActivityItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, ActivityItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ActivityItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** A new comment: the item it is about and the text. */
export interface NewComment {
  collection: string;
  item: PrimaryKeyValue;
  comment: string;
}

/**
 * Comments on an item: `POST /activity/comment` with `{ collection, item, comment }`.
 *
 * @example
 * await client.request(createComment({ collection: 'articles', item: 1, comment: 'Looks good' }));
 */
export function createComment<Schema = Untyped, const TQuery extends Query<Schema, ActivityItem<Schema>> = NoQuery>(
  comment: NewComment,
  query?: QueryArgument<Schema, ActivityItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ActivityItem<Schema>, TQuery>, Schema> {
  return () => {
    throwIfEmpty(comment.collection, 'Collection cannot be empty');
    throwIfEmpty(comment.item, 'Key cannot be empty');
    throwIfEmpty(comment.comment, 'Comment cannot be empty');
    return createRequest(`${PATH}/comment`, comment, query);
  };
}

/** Edits a comment: `PATCH /activity/comment/:key` with `{ comment }`. */
export function updateComment<Schema = Untyped, const TQuery extends Query<Schema, ActivityItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  comment: string,
  query?: QueryArgument<Schema, ActivityItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, ActivityItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(`${PATH}/comment`, key, { comment }, query);
}

/** Deletes a comment: `DELETE /activity/comment/:key` (204). */
export function deleteComment<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(`${PATH}/comment`, key);
}
