import type { TesseraTranslation, PrimaryKeyValue } from '../../core-schema.js';
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

/** A row of `directus_translations`, with the Schema's own fields for it if it declares any. */
export type TranslationItem<Schema> = SystemItem<Schema, 'directus_translations', TesseraTranslation>;

const PATH = '/translations';

/** Reads translations: `GET /translations` with the query as parameters. */
export function readTranslations<Schema = Untyped, const TQuery extends Query<Schema, TranslationItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, TranslationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, TranslationItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one translation by key: `GET /translations/:key`. */
export function readTranslation<Schema = Untyped, const TQuery extends Query<Schema, TranslationItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, TranslationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, TranslationItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one translation: `POST /translations`. */
export function createTranslation<Schema = Untyped, const TQuery extends Query<Schema, TranslationItem<Schema>> = NoQuery>(
  item: Partial<TranslationItem<Schema>>,
  query?: QueryArgument<Schema, TranslationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, TranslationItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several translations: `POST /translations` with an array body. */
export function createTranslations<Schema = Untyped, const TQuery extends Query<Schema, TranslationItem<Schema>> = NoQuery>(
  items: readonly Partial<TranslationItem<Schema>>[],
  query?: QueryArgument<Schema, TranslationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, TranslationItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one translation: `PATCH /translations/:key`. */
export function updateTranslation<Schema = Untyped, const TQuery extends Query<Schema, TranslationItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<TranslationItem<Schema>>,
  query?: QueryArgument<Schema, TranslationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, TranslationItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several translations: `PATCH /translations` with `{ keys, data }` or `{ query, data }`. */
export function updateTranslations<Schema = Untyped, const TQuery extends Query<Schema, TranslationItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<TranslationItem<Schema>>,
  query?: QueryArgument<Schema, TranslationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, TranslationItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several translations at once, each row with its key and its own changes: `PATCH /translations` with an array body. */
export function updateTranslationsBatch<Schema = Untyped, const TQuery extends Query<Schema, TranslationItem<Schema>> = NoQuery>(
  items: readonly Partial<TranslationItem<Schema>>[],
  query?: QueryArgument<Schema, TranslationItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, TranslationItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one translation: `DELETE /translations/:key` (204). */
export function deleteTranslation<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several translations: `DELETE /translations` with `{ keys }` or `{ query }` (204). */
export function deleteTranslations<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
