import type { TesseraPreset, PrimaryKeyValue } from '../../core-schema.js';
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

/** A row of `directus_presets`, with the Schema's own fields for it if it declares any. */
export type PresetItem<Schema> = SystemItem<Schema, 'directus_presets', TesseraPreset>;

const PATH = '/presets';

/** Reads presets: `GET /presets` with the query as parameters. */
export function readPresets<Schema = Untyped, const TQuery extends Query<Schema, PresetItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, PresetItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PresetItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one preset by key: `GET /presets/:key`. */
export function readPreset<Schema = Untyped, const TQuery extends Query<Schema, PresetItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, PresetItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PresetItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}

/** Creates one preset: `POST /presets`. */
export function createPreset<Schema = Untyped, const TQuery extends Query<Schema, PresetItem<Schema>> = NoQuery>(
  item: Partial<PresetItem<Schema>>,
  query?: QueryArgument<Schema, PresetItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PresetItem<Schema>, TQuery>, Schema> {
  return () => createRequest(PATH, item, query);
}

/** Creates several presets: `POST /presets` with an array body. */
export function createPresets<Schema = Untyped, const TQuery extends Query<Schema, PresetItem<Schema>> = NoQuery>(
  items: readonly Partial<PresetItem<Schema>>[],
  query?: QueryArgument<Schema, PresetItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PresetItem<Schema>, TQuery>[], Schema> {
  return () => createRequest(PATH, items, query);
}

/** Updates one preset: `PATCH /presets/:key`. */
export function updatePreset<Schema = Untyped, const TQuery extends Query<Schema, PresetItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  item: Partial<PresetItem<Schema>>,
  query?: QueryArgument<Schema, PresetItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PresetItem<Schema>, TQuery>, Schema> {
  return () => updateOneRequest(PATH, key, item, query);
}

/** Applies the same changes to several presets: `PATCH /presets` with `{ keys, data }` or `{ query, data }`. */
export function updatePresets<Schema = Untyped, const TQuery extends Query<Schema, PresetItem<Schema>> = NoQuery>(
  keysOrQuery: KeysOrQuery,
  item: Partial<PresetItem<Schema>>,
  query?: QueryArgument<Schema, PresetItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PresetItem<Schema>, TQuery>[], Schema> {
  return () => updateManyRequest(PATH, keysOrQuery, item, query);
}

/** Updates several presets at once, each row with its key and its own changes: `PATCH /presets` with an array body. */
export function updatePresetsBatch<Schema = Untyped, const TQuery extends Query<Schema, PresetItem<Schema>> = NoQuery>(
  items: readonly Partial<PresetItem<Schema>>[],
  query?: QueryArgument<Schema, PresetItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, PresetItem<Schema>, TQuery>[], Schema> {
  return () => updateBatchRequest(PATH, items, query);
}

/** Deletes one preset: `DELETE /presets/:key` (204). */
export function deletePreset<Schema = Untyped>(key: PrimaryKeyValue): RestCommand<void, Schema> {
  return () => deleteOneRequest(PATH, key);
}

/** Deletes several presets: `DELETE /presets` with `{ keys }` or `{ query }` (204). */
export function deletePresets<Schema = Untyped>(keysOrQuery: KeysOrQuery): RestCommand<void, Schema> {
  return () => deleteManyRequest(PATH, keysOrQuery);
}
