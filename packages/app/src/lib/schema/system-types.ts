import type {
  TesseraActivity,
  TesseraModuleBarEntry,
  TesseraPreset,
  TesseraProjectInfo,
  TesseraRevision,
  TesseraRole,
  TesseraServerInfo,
  TesseraSettings,
  TesseraUser,
} from '@tessera/sdk';
import type { Item, PrimaryKey } from './types.js';

/**
 * The system rows the app reads, as `@tessera/sdk` types them (the one definition of those
 * answers); only what the app narrows itself is declared here.
 */

/** `/server/info` (api-reference §2, Server and utils). */
export type ServerInfo = TesseraServerInfo;
export type ProjectInfo = TesseraProjectInfo;

export type Appearance = NonNullable<TesseraUser['appearance']>;

/** What the app reads about the signed-in user (all within the app-access minimal permissions). */
export const CURRENT_USER_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'avatar',
  'appearance',
  'theme_light',
  'theme_dark',
  'theme_light_overrides',
  'theme_dark_overrides',
  'last_page',
  'language',
  'role.id',
  'role.name',
  'role.app_access',
  'role.admin_access',
  'tfa_secret',
  'role.enforce_tfa',
] as const;

/**
 * `/users/me` read with {@link CURRENT_USER_FIELDS}. `tfa_secret` is `'**********'` when two-factor
 * sign-in is on, null when it is off (the API never shows the secret).
 */
export type CurrentUser = Pick<
  TesseraUser,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'appearance'
  | 'theme_light'
  | 'theme_dark'
  | 'theme_light_overrides'
  | 'theme_dark_overrides'
  | 'last_page'
  | 'tfa_secret'
  | 'language'
> & {
  avatar: string | null;
  role: Pick<TesseraRole, 'id' | 'name' | 'app_access' | 'admin_access' | 'enforce_tfa'> | null;
};

/** One entry of `settings.module_bar`: a built-in module or a custom link. */
export type ModuleBarEntry = TesseraModuleBarEntry;

/** `/settings` as the user may read it: the API leaves out the fields their rules hide. */
export type Settings = Partial<TesseraSettings>;

/** `directus_presets`: bookmarks (bookmark set) and a user's remembered layout per collection. */
export type Preset = TesseraPreset;

/** What the app keeps per layout in `preset.layout_query[layout]`. */
export interface LayoutQuery {
  fields?: string[];
  sort?: string[];
  limit?: number;
  page?: number;
}

export type Revision = TesseraRevision;

export type Activity = TesseraActivity;

export type { Item, PrimaryKey };
