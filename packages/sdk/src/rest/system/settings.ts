import type { TesseraSettings } from '../../core-schema.js';
import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, NoQuery, SystemItem, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { readManyRequest } from '../resource-requests.js';

/** The `directus_settings` singleton, with the Schema's own fields for it if it declares any. */
export type SettingsItem<Schema> = SystemItem<Schema, 'directus_settings', TesseraSettings>;

/** Reads the project settings (a singleton): `GET /settings`. */
export function readSettings<Schema = Untyped, const TQuery extends Query<Schema, SettingsItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, SettingsItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, SettingsItem<Schema>, TQuery>, Schema> {
  return () => readManyRequest('/settings', query);
}

/**
 * Updates the project settings: `PATCH /settings`.
 *
 * @example
 * await client.request(updateSettings({ project_name: 'Newsroom' }));
 */
export function updateSettings<Schema = Untyped, const TQuery extends Query<Schema, SettingsItem<Schema>> = NoQuery>(
  item: Partial<SettingsItem<Schema>>,
  query?: QueryArgument<Schema, SettingsItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, SettingsItem<Schema>, TQuery>, Schema> {
  return () => ({ ...readManyRequest('/settings', query), method: 'PATCH', body: item });
}
